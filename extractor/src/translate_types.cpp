// C variables -> Promela variables where the type allows it, c_state declarations otherwise.
#include <algorithm>
#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/AST/Type.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>
#include <llvm/Support/raw_ostream.h>

#include <cctype>
#include <functional>

#include "translate_function.hpp"
#include "translate_text.hpp"

namespace mokert {
namespace {

// A global of the program: defined in the C file or in one of its own headers (in_program:
// SV-COMP goblint's racemacros.h defines `pthread_mutex_t __global_lock`), or, defined nowhere in
// this unit, declared there (`extern int hits;` in queue.h, defined in another file of the
// program): the program's data, state like a global of the C file. An `extern` in the program's
// header for a variable the C file defines is that definition. Objects of other headers (libc's,
// the kernel's include/) stay C objects.
bool program_global(const clang::SourceManager& sm, const clang::VarDecl* var) {
  const clang::VarDecl* def = var->getDefinition();
  if (!def) def = var->getActingDefinition();
  return in_program(sm, (def ? def : var)->getLocation());
}

// The Promela builtin for a C scalar type, or empty.
std::string builtin_type(clang::QualType canonical) {
  if (canonical->isBooleanType()) return "bool";
  if (canonical->isEnumeralType()) return "int";
  if (const auto* b = canonical->getAs<clang::BuiltinType>()) {
    switch (b->getKind()) {
      case clang::BuiltinType::UChar:
      case clang::BuiltinType::Char_U: return "byte";
      case clang::BuiltinType::Short: return "short";
      // Promela has no unsigned or 64-bit integer: as an int, `count--` at 0 gave -1 where C
      // wraps to UINT_MAX, and a `size_t` underflow that passes a bound check was proved safe.
      // These stay C objects with C's arithmetic (docs/extractor.md).
      case clang::BuiltinType::UShort:
      case clang::BuiltinType::UInt:
      case clang::BuiltinType::ULong:
      case clang::BuiltinType::ULongLong:
      case clang::BuiltinType::UInt128:
      case clang::BuiltinType::Long:
      case clang::BuiltinType::LongLong:
      case clang::BuiltinType::Int128: return "";
      default: break;
    }
    // Other integers (char, signed char, int) become int: the value fits (docs/extractor.md).
    if (b->isInteger()) return "int";
  }
  return "";
}

// The variable an lvalue's storage belongs to: `x`, `a[i]`, `s.f`, `s.a[i].f` (not through `->`).
const clang::VarDecl* storage_of(const clang::Expr* e) {
  while (e) {
    e = e->IgnoreParenImpCasts();
    if (const auto* ref = clang::dyn_cast<clang::DeclRefExpr>(e)) return clang::dyn_cast<clang::VarDecl>(ref->getDecl());
    if (const auto* sub = clang::dyn_cast<clang::ArraySubscriptExpr>(e)) {
      if (!sub->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) return nullptr;
      e = sub->getBase();
    } else if (const auto* m = clang::dyn_cast<clang::MemberExpr>(e)) {
      if (m->isArrow()) return nullptr;
      e = m->getBase();
    } else {
      return nullptr;
    }
  }
  return nullptr;
}

// Variables the program reaches through pointers: the operand of `&` (`&x`, `&buf[2]`), and an
// array that decays to a pointer anywhere but as the base of its own subscript (`char *wp = buf`,
// `strcpy(name, s)`, `buf + 2`).
struct PointedTo : clang::RecursiveASTVisitor<PointedTo> {
  std::set<const clang::VarDecl*> vars;
  std::set<const clang::Expr*> subscript_bases;
  bool VisitUnaryOperator(clang::UnaryOperator* u) {
    if (u->getOpcode() == clang::UO_AddrOf)
      if (const clang::VarDecl* v = storage_of(u->getSubExpr())) vars.insert(v->getCanonicalDecl());
    return true;
  }
  bool VisitArraySubscriptExpr(clang::ArraySubscriptExpr* a) {
    subscript_bases.insert(a->getBase()->IgnoreParens());
    return true;
  }
  bool VisitImplicitCastExpr(clang::ImplicitCastExpr* c) {
    if (c->getCastKind() == clang::CK_ArrayToPointerDecay && !subscript_bases.count(c))
      if (const clang::VarDecl* v = storage_of(c->getSubExpr())) vars.insert(v->getCanonicalDecl());
    return true;
  }
};

// pan's storage of a Promela variable has the C type's layout only for these: a Promela int is a
// C int, short a short, byte an unsigned char, a bool array an unsigned char array; a scalar bool
// is a bit-field (no address) and char, long or unsigned short widen to int.
bool promela_layout_matches(clang::ASTContext& ctx, const std::string& pml, clang::QualType element, bool array) {
  const uint64_t bytes = ctx.getTypeSize(element) / 8;
  if (pml == "int") return bytes == 4;
  if (pml == "short") return bytes == 2;
  if (pml == "byte") return bytes == 1;
  if (pml == "bool") return array && bytes == 1;
  return true;
}

std::string runtime_typedef(const ModelContext& model, clang::QualType type,
                            const clang::PrintingPolicy& policy) {
  std::string spelled = type.getUnqualifiedType().getAsString(policy);
  // The tables' @type lines first (pthread_mutex_t -> mokert_mutex_t), then runtime typedefs.
  for (const auto& [c_type, pml] : model.script->promela_types)
    if (c_type == spelled) return pml;
  if (model.promela_typedefs.count(spelled)) return spelled;
  // pthread_mutex_t -> pthread_mutex when the runtime drops the _t.
  if (spelled.size() > 2 && spelled.compare(spelled.size() - 2, 2, "_t") == 0) {
    std::string stem = spelled.substr(0, spelled.size() - 2);
    if (model.promela_typedefs.count(stem)) return stem;
  }
  return "";
}

// A struct, union or enum defined without a name in the variable's own declaration (`static
// struct { int lo, hi; } rec;`, also an array of it or a pointer to it): clang spells the type
// `struct (unnamed struct at f.c:8:8)`, which pan cannot compile, so the declarator is printed
// with the definition in place.
bool anonymous_tag_in_place(clang::QualType t) {
  for (const clang::Type* ty = t.getTypePtrOrNull(); ty;) {
    if (const auto* a = clang::dyn_cast<clang::ArrayType>(ty)) {
      ty = a->getElementType().getTypePtrOrNull();
    } else if (const auto* p = clang::dyn_cast<clang::PointerType>(ty)) {
      ty = p->getPointeeType().getTypePtrOrNull();
    } else if (const auto* e = clang::dyn_cast<clang::ElaboratedType>(ty)) {
      const clang::TagDecl* tag = e->getOwnedTagDecl();
      return tag && !tag->getIdentifier() && !tag->getTypedefNameForAnonDecl();
    } else {
      return false;
    }
  }
  return false;
}

}  // namespace

unsigned long vla_capacity(clang::ASTContext& ctx, const clang::VariableArrayType* vla) {
  const clang::Expr* size = vla ? vla->getSizeExpr() : nullptr;
  if (!size) return 0;
  size = size->IgnoreParenImpCasts();
  clang::Expr::EvalResult r;
  if (const auto* ref = clang::dyn_cast<clang::DeclRefExpr>(size))
    if (const auto* v = clang::dyn_cast<clang::VarDecl>(ref->getDecl())) {
      const clang::VarDecl* def = v->getDefinition() ? v->getDefinition() : v;
      const bool at_start = v->hasGlobalStorage() || v->getType().isConstQualified();
      if (at_start && def->getInit() && !def->getInit()->isValueDependent() && def->getInit()->EvaluateAsInt(r, ctx)) {
        const long long n = r.Val.getInt().getSExtValue();
        return n > 0 && n <= 4096 ? static_cast<unsigned long>(n) : 0;
      }
    }
  return 0;
}

bool map_type(const ModelContext& model, clang::ASTContext& ctx, const clang::VarDecl* var,
              PmlVar& out) {
  clang::PrintingPolicy policy = ctx.getPrintingPolicy();
  policy.SuppressTagKeyword = false;
  clang::QualType type = var->getType();
  std::string array;
  const bool anonymous = anonymous_tag_in_place(type);
  if (const auto* arr = ctx.getAsConstantArrayType(type)) {
    array = "[" + std::to_string(arr->getSize().getZExtValue()) + "]";
    type = arr->getElementType();
  }
  std::string pml = runtime_typedef(model, type, policy);
  // linux.lut's list heads and krefs are Promela objects that hold Promela heap slots: only a
  // script that maps its objects' pointers to slots (`@type struct e * kptr`) has those. Without
  // one the program's kmalloc'd objects are C data, and so are the heads and krefs that hold them
  // (a `list_head_t pending` took no C list_add_tail).
  if (pml == "list_head_t" || pml == "hlist_head_t" || pml == "rb_root_t" || pml == "kref_t") {
    const auto& types = model.script->promela_types;
    if (std::none_of(types.begin(), types.end(), [](const auto& t) { return t.second == "kptr"; })) pml.clear();
  }
  if (pml.empty()) {
    pml = builtin_type(type.getCanonicalType());
    // Reached through a pointer, the variable must have C's layout in pan: `char *wp = buf` into a
    // Promela int array stepped one int per char (wp == buf + 2 never held, and a real lost
    // update came back NOT_REPRODUCED). Such a variable stays a C object (c_state).
    if (!pml.empty() && !promela_layout_matches(ctx, pml, type, !array.empty())) {
      auto [it, fresh] = model.pointed_to.try_emplace(&ctx);
      if (fresh) {
        PointedTo scan;
        scan.TraverseDecl(ctx.getTranslationUnitDecl());
        it->second = std::move(scan.vars);
      }
      if (it->second.count(var->getCanonicalDecl())) pml.clear();
    }
  }
  if (!pml.empty()) {
    out.promela = true;
    out.type = pml;
    out.array = array;
    return true;
  }
  // c_state needs a full C declarator ("int *p", "struct s a[4]"); a variable-length array gets
  // the size its length has at the start.
  std::string decl;
  llvm::raw_string_ostream os(decl);
  policy.IncludeTagDefinition = anonymous;
  if (const auto* vla = ctx.getAsVariableArrayType(var->getType()); vla && vla_capacity(ctx, vla))
    vla->getElementType().getUnqualifiedType().print(os, policy,
                                                     out.name + "[" + std::to_string(vla_capacity(ctx, vla)) + "]");
  else
    var->getType().getUnqualifiedType().print(os, policy, out.name);
  os.flush();
  if (anonymous) {  // c_state's string is one line
    std::string line;
    for (char c : decl)
      if (!std::isspace(static_cast<unsigned char>(c))) line += c;
      else if (!line.empty() && line.back() != ' ') line += ' ';
    decl = line;
  }
  out.promela = false;
  out.type = decl;
  out.array.clear();
  return false;
}

// glibc's initialisers of a recursive or error-checking mutex: the model's initial value of
// that kind (pthread.pml), or "" for any other initialiser.
static std::string mutex_initialiser_kind(clang::ASTContext& ctx, const clang::Expr* init) {
  auto& sm = ctx.getSourceManager();
  clang::SourceLocation loc = init->IgnoreImplicit()->getBeginLoc();
  if (!loc.isMacroID()) return "";
  std::string name = clang::Lexer::getImmediateMacroName(loc, sm, ctx.getLangOpts()).str();
  if (name.rfind("PTHREAD_RECURSIVE_MUTEX_INITIALIZER", 0) == 0) return "MOKERT_MUTEX_RECURSIVE_INIT";
  if (name.rfind("PTHREAD_ERRORCHECK_MUTEX_INITIALIZER", 0) == 0) return "MOKERT_MUTEX_ERRORCHECK_INIT";
  return "";
}

// A kernel semaphore's static initialiser (DEFINE_SEMAPHORE, __SEMAPHORE_INITIALIZER): its count
// is the model's initial value (semaphore.pml keeps the count only); zero would be a semaphore no
// down() ever passes, a deadlock the code does not have. "" for anything else.
static std::string semaphore_count(clang::ASTContext& ctx, const clang::VarDecl* var, const clang::Expr* init) {
  const auto* rt = var->getType()->getAs<clang::RecordType>();
  const auto* list = clang::dyn_cast<clang::InitListExpr>(init->IgnoreImplicit());
  if (!rt || !list || rt->getDecl()->getName() != "semaphore") return "";
  for (const clang::FieldDecl* f : rt->getDecl()->fields())
    if (f->getName() == "count" && f->getFieldIndex() < list->getNumInits()) {
      const clang::Expr* e = list->getInit(f->getFieldIndex());
      clang::Expr::EvalResult r;
      if (e && !e->isValueDependent() && e->EvaluateAsInt(r, ctx)) return std::to_string(r.Val.getInt().getSExtValue());
    }
  return "";
}

const PmlVar& global_var(ModelContext& model, clang::ASTContext& ctx, const clang::VarDecl* var) {
  var = var->getCanonicalDecl();
  auto it = model.globals.find(var);
  if (it != model.globals.end()) return it->second;
  PmlVar v;
  v.global = true;
  v.name = promela_safe_name(var->getNameAsString());
  // A static local is one object per function: two functions' `static int n` are two globals.
  if (var->isStaticLocal())
    if (const auto* fn = clang::dyn_cast<clang::FunctionDecl>(var->getDeclContext()))
      v.name = promela_safe_name(fn->getNameAsString() + "_" + var->getNameAsString());
  map_type(model, ctx, var, v);
  v.c_ref = "now." + v.name;
  for (const auto& d : model.script->data)
    if (d.kind == DataDirective::NonState && !d.args.empty() && d.args.back() == var->getNameAsString()) {
      v.hidden = true;  // Modex's NonState: carries no state; pan keeps it as a plain C object
      v.c_ref = v.name;
    }
  auto& sm = ctx.getSourceManager();
  if (!program_global(sm, var)) {
    // Header objects stay C objects: c_code names them as they are, pan.c must see the header.
    v.external = true;
    v.c_ref = var->getNameAsString();
  }
  // Initial values: constant integers for Promela variables; C data (structs, pointers) gets its
  // C initialiser (`&the_config`, `{3, 0}` as a compound literal), arrays of C data start zeroed.
  const clang::VarDecl* def = var->getDefinition() ? var->getDefinition() : var;
  model.global_order.push_back(var);
  PmlVar& out = model.globals.emplace(var, v).first->second;
  if (const clang::Expr* init = def->getInit()) {
    clang::Expr::EvalResult r;
    if (out.promela) {
      if (!init->isValueDependent() && init->EvaluateAsInt(r, ctx) && !out.array.size()) {
        out.init = std::to_string(r.Val.getInt().getSExtValue());
      } else if (std::string kind = mutex_initialiser_kind(ctx, init); !kind.empty() && out.array.empty()) {
        out.init = kind;
      } else if (std::string count = semaphore_count(ctx, var, init); !count.empty() && out.array.empty()) {
        out.init = count;
      } else if (const auto* list = clang::dyn_cast<clang::InitListExpr>(init->IgnoreImplicit());
                 list && !out.array.empty() && out.array.find("][") == std::string::npos) {
        std::vector<std::string> values;
        bool all = true;
        for (const clang::Expr* e : list->inits()) {
          clang::Expr::EvalResult er;
          if (e->isValueDependent() || !e->EvaluateAsInt(er, ctx)) {
            all = false;
            break;
          }
          values.push_back(std::to_string(er.Val.getInt().getSExtValue()));
        }
        if (!all) {
          model.notes.push_back("initial value of `" + var->getNameAsString() +
                                "` is not a list of constants: the model starts it at zero");
        } else {
          for (size_t i = 0; i < values.size(); ++i)
            if (values[i] != "0") out.element_inits.emplace_back(i, values[i]);
        }
      }
    } else if (!out.external && var->getType()->isConstantArrayType() && !init->isValueDependent() &&
               (clang::isa<clang::InitListExpr>(init->IgnoreImplicit()) ||
                clang::isa<clang::StringLiteral>(init->IgnoreImplicit())) &&
               (sm.isWrittenInMainFile(sm.getExpansionLoc(init->getBeginLoc())) || in_main_source(sm, init->getBeginLoc()))) {
      // The array's initialiser as a compound literal of a typedef of the array type, copied in
      // by the first active proctype's first step (extract.cpp): it started zeroed before.
      std::map<const clang::VarDecl*, PmlVar> none;
      TextRenderer text{&model, &ctx, &none, ""};
      std::string tname = "mk_type_" + out.name;
      std::string td;
      llvm::raw_string_ostream os(td);
      clang::PrintingPolicy policy = ctx.getPrintingPolicy();
      policy.SuppressTagKeyword = false;
      policy.IncludeTagDefinition = anonymous_tag_in_place(var->getType());
      var->getType().getUnqualifiedType().print(os, policy, tname);
      os.flush();
      model.init_typedefs.push_back("typedef " + td + ";");
      // `char banner[8] = "ready"` needs braces to be a compound literal.
      const bool braced = clang::isa<clang::InitListExpr>(init->IgnoreImplicit());
      out.c_array_init = "(" + tname + ")" + (braced ? "" : "{") + text.render_c_expanded(init) + (braced ? "" : "}");
    } else if (!out.external && !var->getType()->isArrayType() && !init->isValueDependent() &&
               (sm.isWrittenInMainFile(sm.getExpansionLoc(init->getBeginLoc())) || in_main_source(sm, init->getBeginLoc()))) {
      // SPIN writes a c_state initialiser as `now.x = init;` after dropping the type's first word:
      // a one-word typedef of the type keeps that right.
      std::map<const clang::VarDecl*, PmlVar> none;
      TextRenderer text{&model, &ctx, &none, ""};
      Span span = text.stmt_span(init, false);
      std::function<bool(const clang::Stmt*)> has_macro = [&](const clang::Stmt* s) {
        if (!s) return false;
        if (s->getBeginLoc().isMacroID() || s->getEndLoc().isMacroID()) return true;
        for (const clang::Stmt* c : s->children())
          if (has_macro(c)) return true;
        return false;
      };
      // `= LIST_HEAD_INIT(items)`: SPIN keeps the initialiser as a string, where no #define applies.
      std::string c = has_macro(init) ? text.render_c_expanded(init) : text.render_c(span, init);
      std::string tname = "mk_type_" + out.name;
      std::string td;
      llvm::raw_string_ostream os(td);
      clang::PrintingPolicy policy = ctx.getPrintingPolicy();
      policy.SuppressTagKeyword = false;
      policy.IncludeTagDefinition = anonymous_tag_in_place(var->getType());
      var->getType().getUnqualifiedType().print(os, policy, tname);
      os.flush();
      model.init_typedefs.push_back("typedef " + td + ";");
      if (clang::isa<clang::InitListExpr>(init->IgnoreImplicit())) c = "(" + tname + ")" + c;
      out.type = tname + " " + out.name;
      if (c.find('"') != std::string::npos) {
        // SPIN's c_state takes the initialiser as a string of its own and ends it at the first
        // quote (`{.name = "rx", ...}` was a syntax error): copied in by the first step instead,
        // as an array's initialiser is.
        out.c_array_init = clang::isa<clang::InitListExpr>(init->IgnoreImplicit()) ? c : "(" + tname + "){" + c + "}";
      } else {
        out.init = c;
      }
    }
  }
  return out;
}

} // namespace mokert
