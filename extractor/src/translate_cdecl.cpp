// What pan.c must see of headers it cannot include: for code built with -nostdinc (the kernel),
// the types, functions, objects and macros the model's C uses, printed from the AST (and the
// macros from the preprocessor) in an order C accepts. pan.c includes libc's headers; the
// kernel's replace them, so they cannot both be included.
#include "translate_cdecl.hpp"
#include "translate_model.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/AST/Stmt.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/ASTUnit.h>
#include <clang/Lex/Lexer.h>
#include <clang/Lex/MacroInfo.h>
#include <clang/Lex/Preprocessor.h>

#include <functional>
#include <map>
#include <set>

namespace mokert {

namespace {

// libc's names that pan.c declares itself (its headers come first): the kernel's versions of
// them would be redefinitions.
bool libc_name(const std::string& n) {
  static const std::set<std::string> kNames = {
      "size_t", "ssize_t", "ptrdiff_t", "wchar_t", "off_t", "pid_t", "uid_t", "gid_t", "mode_t", "dev_t",
      "ino_t", "nlink_t", "time_t", "clock_t", "timer_t", "loff_t", "blkcnt_t", "NULL", "va_list", "__builtin_va_list", "timespec", "timeval", "timezone", "stat",
      "sigaction", "sigset_t", "fd_set", "FILE", "errno", "memcpy", "memset", "memmove", "memcmp", "strlen",
      "strcmp", "strncmp", "strcpy", "strncpy", "strchr", "strrchr", "strstr", "strcat", "sprintf",
      "snprintf", "printf", "abort", "exit", "malloc", "free", "calloc", "realloc", "qsort", "bsearch",
      "strnlen", "strdup", "tm", "itimerspec", "sched_param", "max_align_t", "INT_MAX", "INT_MIN", "UINT_MAX",
      "LONG_MAX", "LONG_MIN", "ULONG_MAX", "SIZE_MAX", "CHAR_BIT", "EOF", "assert", "signal", "raise",
      "sigval", "sigval_t", "siginfo_t", "stack_t", "mcontext_t", "ucontext_t", "max", "min", "abs", "labs"};
  return kNames.count(n) > 0;
}

class Collector {
public:
  Collector(clang::ASTUnit& unit) : unit_(unit), ctx_(unit.getASTContext()), sm_(ctx_.getSourceManager()) {
    policy_ = ctx_.getPrintingPolicy();
    policy_.SuppressTagKeyword = false;
    policy_.PolishForDeclaration = true;
  }

  // A declaration from a header (the main file's own are used_types' and the translator's).
  bool from_header(const clang::Decl* d) const {
    return !in_main_source(sm_, d->getLocation());
  }

  void need_type(clang::QualType t, bool complete) {
    if (t.isNull()) return;
    t = t.getUnqualifiedType();
    const clang::Type* ty = t.getTypePtr();
    if (const auto* td = ty->getAs<clang::TypedefType>(); td && ty->getTypeClass() == clang::Type::Typedef) {
      need_typedef(td->getDecl(), complete);
      return;
    }
    if (const auto* e = clang::dyn_cast<clang::ElaboratedType>(ty)) return need_type(e->getNamedType(), complete);
    if (const auto* p = clang::dyn_cast<clang::ParenType>(ty)) return need_type(p->getInnerType(), complete);
    if (const auto* a = clang::dyn_cast<clang::AttributedType>(ty)) return need_type(a->getModifiedType(), complete);
    if (const auto* m = clang::dyn_cast<clang::MacroQualifiedType>(ty)) return need_type(m->getUnderlyingType(), complete);
    if (const auto* to = clang::dyn_cast<clang::TypeOfExprType>(ty)) return need_type(to->desugar(), complete);
    if (const auto* to = clang::dyn_cast<clang::TypeOfType>(ty)) return need_type(to->desugar(), complete);
    if (const auto* p = clang::dyn_cast<clang::PointerType>(ty)) return need_type(p->getPointeeType(), false);
    if (const auto* a = clang::dyn_cast<clang::ArrayType>(ty)) return need_type(a->getElementType(), complete);
    if (const auto* f = clang::dyn_cast<clang::FunctionProtoType>(ty)) {
      need_type(f->getReturnType(), false);
      for (clang::QualType p : f->param_types()) need_type(p, false);
      return;
    }
    if (const auto* f = clang::dyn_cast<clang::FunctionType>(ty)) return need_type(f->getReturnType(), false);
    if (const auto* r = clang::dyn_cast<clang::RecordType>(ty)) return need_record(r->getDecl(), complete);
    if (const auto* e = clang::dyn_cast<clang::EnumType>(ty)) return need_enum(e->getDecl());
  }

  void need_record(const clang::RecordDecl* r, bool complete) {
    if (r->getIdentifier() && libc_name(r->getNameAsString())) return;  // pan.c has libc's
    const clang::RecordDecl* def = r->getDefinition();
    if (!complete || !def) {
      if (r->getIdentifier() && from_header(r)) forward_.insert(tag_text(r));
      if (!def) return;
      if (!complete) return;
    }
    if (!visited_.insert(def).second) return;
    if (!from_header(def) && def->getIdentifier()) {
      // The C file's own types are printed as written (used_types); what they use is needed here.
      for (const clang::FieldDecl* f : def->fields()) need_type(f->getType(), true);
      return;
    }
    if (def->getIdentifier()) forward_.insert(tag_text(def));
    for (const clang::FieldDecl* f : def->fields()) need_type(f->getType(), true);
    // An anonymous record is printed with the field or typedef it belongs to; a named one
    // defined inside a typedef (`typedef struct raw_spinlock {...} raw_spinlock_t;`) with it.
    if (!def->getIdentifier()) return;
    if (const clang::TypedefNameDecl* td = owner_typedef(def); td && def->isEmbeddedInDeclarator()) {
      if (visited_.insert(td).second) emit_group(def, td);
    } else {
      emit(def);
    }
  }

  void need_enum(const clang::EnumDecl* e) {
    const clang::EnumDecl* def = e->getDefinition();
    if (!def || !from_header(def) || !visited_.insert(def).second) return;
    if (const clang::TypedefNameDecl* td = owner_typedef(def); td && def->isEmbeddedInDeclarator()) {
      if (visited_.insert(td).second) emit_group(def, td);
    } else {
      emit(def);
    }
  }

  // The typedef a tag is defined in (`typedef enum {...} name;`), if any.
  const clang::TypedefNameDecl* owner_typedef(const clang::TagDecl* tag) {
    if (owners_.empty())
      for (const clang::Decl* d : ctx_.getTranslationUnitDecl()->decls())
        if (const auto* td = clang::dyn_cast<clang::TypedefNameDecl>(d)) {
          const clang::Type* u = td->getUnderlyingType().getTypePtr();
          const clang::TagDecl* t = nullptr;
          if (const auto* e = clang::dyn_cast<clang::ElaboratedType>(u)) t = e->getOwnedTagDecl();
          if (t) owners_.emplace(t->getCanonicalDecl(), td);
        }
    auto it = owners_.find(tag->getCanonicalDecl());
    return it == owners_.end() ? nullptr : it->second;
  }

  void need_typedef(const clang::TypedefNameDecl* td, bool complete) {
    if (!from_header(td)) return;
    if (libc_name(td->getNameAsString())) return;
    clang::QualType under = td->getUnderlyingType();
    const clang::TagDecl* owned = nullptr;
    if (const auto* e = clang::dyn_cast<clang::ElaboratedType>(under.getTypePtr())) owned = e->getOwnedTagDecl();
    if (!owned) {  // not through another typedef: only a tag written here
      if (const auto* tt = clang::dyn_cast<clang::TagType>(under.getTypePtr()))
        if (!tt->getDecl()->getIdentifier()) owned = tt->getDecl();
    }
    // The typedef needs what it names: complete when it defines its (anonymous) tag in place.
    if (owned) {
      if (const auto* rd = clang::dyn_cast<clang::RecordDecl>(owned)) {
        if (const auto* def = rd->getDefinition()) {
          if (visited_.insert(def).second)
            for (const clang::FieldDecl* f : def->fields()) need_type(f->getType(), true);
        }
      }
    } else {
      need_type(under, complete);
    }
    if (!visited_.insert(td).second) return;
    if (owned && owned->isEmbeddedInDeclarator()) {
      emit_group(owned, td);
    } else if (owned) {
      emit_group(owned, td);
    } else {
      emit(td);
    }
  }

  void need_function(const clang::FunctionDecl* f) {
    const clang::FunctionDecl* canon = f->getCanonicalDecl();
    if (libc_name(f->getNameAsString()) || f->getBuiltinID() != 0) return;
    if (!visited_.insert(canon).second) return;
    need_type(f->getReturnType(), false);
    for (const clang::ParmVarDecl* p : f->parameters()) need_type(p->getType(), false);
    {
      std::string proto;
      llvm::raw_string_ostream os(proto);
      clang::PrintingPolicy p = policy_;
      p.TerseOutput = true;
      f->print(os, p);
      os.flush();
      prototypes_.push_back(proto + ";");
    }
    const clang::FunctionDecl* def = nullptr;
    // The C file's own functions are proctypes of the model (or not extracted): a C reference
    // to one (a function pointer in a struct) gets a stand-in, like a function of another file.
    if (from_header(canon) && f->hasBody(def) && def && def->isInlined() && !has_asm(def->getBody())) {
      // A header's inline function: its body, printed expanded, needs what it uses in turn.
      walk(def->getBody());
      std::string text;
      llvm::raw_string_ostream os(text);
      def->print(os, policy_);
      os.flush();
      functions_.push_back(text);
      return;
    }
    // No body here (defined in another kernel file): pan links a stand-in that stops the search
    // as an error naming the function, so no path through it passes unchecked.
    std::string proto;
    llvm::raw_string_ostream os(proto);
    clang::PrintingPolicy p = policy_;
    p.TerseOutput = true;
    f->print(os, p);
    os.flush();
    if (std::string body = kernel_standin(f); !body.empty()) {
      if (!in_state_emitted_) {
        stubs_.push_back("static int mokert_in_state(const void *p) { return (const char *)p >= (const char *)&now && "
                         "(const char *)p < (const char *)&now + sizeof(now); }");
        in_state_emitted_ = true;
      }
      stubs_.push_back(strip_storage(proto) + " " + body);
      return;
    }
    std::string ret = f->getReturnType()->isVoidType() ? "" : " return 0;";
    if (!f->getReturnType()->isVoidType() && !f->getReturnType()->isScalarType()) {
      std::string rt;
      llvm::raw_string_ostream ros(rt);
      f->getReturnType().print(ros, policy_);
      ros.flush();
      ret = " { static " + rt + " mokert_zero; return mokert_zero; }";
    }
    stubs_.push_back(strip_storage(proto) + " { mokert_unmodelled(\"" + f->getNameAsString() + "\");" + ret + " }");
    stub_names_.push_back(f->getNameAsString());
  }

  // C bodies for kernel functions defined out of line that list operations on C data call
  // (CONFIG_DEBUG_LIST's checks, lib/list_debug.c): they check the links as the kernel does and
  // stop the search as an error where the kernel reports corruption. A link outside pan's state
  // (a poisoned pointer of a deleted entry) is corruption too: followed, it crashed pan.
  static std::string kernel_standin(const clang::FunctionDecl* f) {
    auto param = [&](unsigned i) { return f->getParamDecl(i)->getNameAsString(); };
    if (std::string body = atomic_standin(f); !body.empty()) return body;
    if (std::string body = bitop_standin(f); !body.empty()) return body;
    if (f->getName() == "refcount_warn_saturate" && f->getNumParams() == 2)
      return "{ extern void (*uerror)(char *); (void)" + param(0) + "; (void)" + param(1) +
             "; uerror(\"refcount_t saturated or underflowed: a put without a get, or a use after free\"); }";
    const std::string fail = "{ printf(\"mokert: %s\\n\", what); uerror(\"list corruption\"); return 0; } ";
    if (f->getName() == "__list_add_valid" && f->getNumParams() == 3) {
      const std::string n = param(0), pr = param(1), nx = param(2);
      return "{ extern void (*uerror)(char *); const char *what = \"list_add corruption: the list "
             "changed under the add, or the entry is on it already\"; if (!mokert_in_state(" + pr + ") || !mokert_in_state(" + nx +
             ") || " + nx + "->prev != " + pr + " || " + pr + "->next != " + nx + " || " + n + " == " + pr +
             " || " + n + " == " + nx + ") " + fail + "return 1; }";
    }
    if (f->getName() == "__list_del_entry_valid" && f->getNumParams() == 1) {
      const std::string e = param(0);
      return "{ extern void (*uerror)(char *); const char *what = \"list_del corruption: the "
             "entry was deleted already, or the list changed under the delete\"; if (!mokert_in_state(" + e + "->prev) || !mokert_in_state(" +
             e + "->next) || " + e + "->prev->next != " + e + " || " + e + "->next->prev != " + e + ") " + fail +
             "return 1; }";
    }
    return "";
  }

  // x86's atomic operations are inline assembly (lock-prefixed instructions): pan runs one
  // model step at a time, so plain C on the counter is each operation's meaning there.
  // `arch_atomic_fetch_sub(i, v)`, `arch_atomic64_try_cmpxchg(v, old, new)`, ...
  static std::string atomic_standin(const clang::FunctionDecl* f) {
    std::string n = f->getName().str();
    bool atomic = false;
    for (const std::string prefix : {"arch_atomic64_", "arch_atomic_"})
      if (!atomic && n.rfind(prefix, 0) == 0) {
        n = n.substr(prefix.size());
        atomic = true;
      }
    if (!atomic) return "";
    std::string v, i, old;
    for (const clang::ParmVarDecl* p : f->parameters()) {
      const std::string pn = p->getNameAsString();
      if (p->getType()->isPointerType() && p->getType()->getPointeeType()->isRecordType()) v = pn;
      else if (pn == "old") old = pn;
      else i = pn;  // `i` or `new`
    }
    if (v.empty()) return "";
    const std::string c = v + "->counter";
    static const std::map<std::string, std::string> kOps = {
        {"add", "+="}, {"sub", "-="}, {"and", "&="}, {"or", "|="}, {"xor", "^="}, {"andnot", "&= ~"}};
    if (kOps.count(n) && !i.empty()) return "{ " + c + " " + kOps.at(n) + " (" + i + "); }";
    if (n == "inc") return "{ " + c + "++; }";
    if (n == "dec") return "{ " + c + "--; }";
    if (n == "sub_and_test" && !i.empty()) return "{ return (" + c + " -= (" + i + ")) == 0; }";
    if (n == "dec_and_test") return "{ return --" + c + " == 0; }";
    if (n == "inc_and_test") return "{ return ++" + c + " == 0; }";
    if (n == "add_negative" && !i.empty()) return "{ return (" + c + " += (" + i + ")) < 0; }";
    if (n == "add_return" && !i.empty()) return "{ return " + c + " += (" + i + "); }";
    if (n == "sub_return" && !i.empty()) return "{ return " + c + " -= (" + i + "); }";
    if (n.rfind("fetch_", 0) == 0 && kOps.count(n.substr(6)) && !i.empty())
      return "{ __typeof__(" + c + ") o = " + c + "; " + c + " " + kOps.at(n.substr(6)) + " (" + i + "); return o; }";
    if (n == "xchg" && !i.empty()) return "{ __typeof__(" + c + ") o = " + c + "; " + c + " = (" + i + "); return o; }";
    if (n == "cmpxchg" && !i.empty() && !old.empty())
      return "{ __typeof__(" + c + ") o = " + c + "; if (o == " + old + ") " + c + " = (" + i + "); return o; }";
    if (n == "try_cmpxchg" && !i.empty() && !old.empty())
      return "{ if (" + c + " == *" + old + ") { " + c + " = (" + i + "); return 1; } *" + old + " = " + c +
             "; return 0; }";
    return "";
  }

  // x86's bit operations on a word array (bts, btr, btc, bt): the same in plain C, for the same
  // reason. `arch_test_and_set_bit(nr, addr)`, `variable_test_bit(nr, addr)`, `arch___clear_bit`, ...
  static std::string bitop_standin(const clang::FunctionDecl* f) {
    std::string n = f->getName().str();
    if (f->getNumParams() != 2 || !f->getParamDecl(1)->getType()->isPointerType()) return "";
    if (n.rfind("arch_", 0) == 0) n = n.substr(5);
    while (n.rfind("_", 0) == 0) n = n.substr(1);
    const std::string nr = f->getParamDecl(0)->getNameAsString(), addr = f->getParamDecl(1)->getNameAsString();
    const std::string word = addr + "[(unsigned long)(" + nr + ") / (8 * sizeof(unsigned long))]";
    const std::string mask = "(1UL << ((unsigned long)(" + nr + ") % (8 * sizeof(unsigned long))))";
    if (n == "variable_test_bit" || n == "test_bit" || n == "test_bit_acquire")
      return "{ return (" + word + " & " + mask + ") != 0; }";
    std::string op;
    bool test = false;
    if (n.rfind("test_and_", 0) == 0) {
      test = true;
      n = n.substr(9);
    }
    for (const char* suffix : {"_unlock", "_lock"})
      if (n.size() > std::string(suffix).size() && n.compare(n.size() - std::string(suffix).size(), std::string::npos, suffix) == 0)
        n = n.substr(0, n.size() - std::string(suffix).size());
    if (n == "set_bit") op = word + " |= " + mask + ";";
    else if (n == "clear_bit") op = word + " &= ~" + mask + ";";
    else if (n == "change_bit") op = word + " ^= " + mask + ";";
    else return "";
    if (!test) return "{ " + op + " }";
    return "{ bool old = (" + word + " & " + mask + ") != 0; " + op + " return old; }";
  }

  void need_var(const clang::VarDecl* v) {
    const clang::VarDecl* canon = v->getCanonicalDecl();
    // An object a header declares (the C file may define it too): the translator leaves it a
    // C object, named as it is.
    if (!v->hasGlobalStorage() || !from_header(canon) || libc_name(v->getNameAsString())) return;
    if (!visited_.insert(canon).second) return;
    clang::QualType t = v->getType().getUnqualifiedType();
    need_type(t, true);
    // A zeroed C object of pan (not in the state; the extractor says so for the objects the
    // model uses). Of a type no header here defines: storage under its name.
    std::string text;
    llvm::raw_string_ostream os(text);
    t.print(os, policy_, v->getName());
    os.flush();
    if (t->isIncompleteType()) {
      objects_.push_back("extern " + text + ";");
      objects_.push_back("char mokert_storage_" + v->getNameAsString() + "[4096] __asm__(\"" + v->getNameAsString() +
                         "\");");
    } else {
      objects_.push_back(text + ";");
    }
  }

  void need_identifier(const std::string& name) {
    if (libc_name(name) || !seen_names_.insert(name).second) return;
    clang::Preprocessor& pp = unit_.getPreprocessor();
    clang::IdentifierInfo* ii = pp.getIdentifierTable().find(name) != pp.getIdentifierTable().end()
                                    ? &pp.getIdentifierTable().get(name)
                                    : nullptr;
    if (!ii) return;
    if (const clang::MacroInfo* mi = pp.getMacroInfo(ii)) {
      need_macro(name, mi);
      return;
    }
    auto found = ctx_.getTranslationUnitDecl()->lookup(clang::DeclarationName(ii));
    for (clang::NamedDecl* d : found) {
      if (const auto* td = clang::dyn_cast<clang::TypedefNameDecl>(d)) need_typedef(td, true);
      else if (const auto* rd = clang::dyn_cast<clang::RecordDecl>(d)) need_record(rd, true);
      else if (const auto* ed = clang::dyn_cast<clang::EnumDecl>(d)) need_enum(ed);
      else if (const auto* ec = clang::dyn_cast<clang::EnumConstantDecl>(d)) {
        if (const auto* ed = clang::dyn_cast<clang::EnumDecl>(ec->getDeclContext())) need_enum(ed);
      } else if (const auto* fd = clang::dyn_cast<clang::FunctionDecl>(d)) need_function(fd);
      else if (const auto* vd = clang::dyn_cast<clang::VarDecl>(d)) need_var(vd);
    }
  }

  // A macro that expands to machine code (directly or through another macro: WARN's
  // _BUG_FLAGS, barrier()).
  bool asm_macro(const clang::MacroInfo* mi) {
    auto it = asm_memo_.find(mi);
    if (it != asm_memo_.end()) return it->second;
    asm_memo_[mi] = false;  // a macro naming itself is not expanded again
    bool found = false;
    clang::Preprocessor& pp = unit_.getPreprocessor();
    for (const clang::Token& t : mi->tokens()) {
      if (t.is(clang::tok::kw_asm)) found = true;
      const clang::IdentifierInfo* ti = t.getIdentifierInfo();
      if (!found && ti) {
        std::string n = ti->getName().str();
        if (n == "asm" || n == "__asm__" || n == "__asm") found = true;
        else if (const clang::MacroInfo* m = pp.getMacroInfo(const_cast<clang::IdentifierInfo*>(ti)))
          found = asm_macro(m);
      }
      if (found) break;
    }
    return asm_memo_[mi] = found;
  }

  void need_macro(const std::string& name, const clang::MacroInfo* mi) {
    if (mi->isBuiltinMacro()) return;
    if (asm_macro(mi) && !in_main_source(sm_, mi->getDefinitionLoc())) {
      // Inside pan it is a call of something without a model: an error with a trail when reached.
      if (mi->isFunctionLike()) {
        macros_.push_back("\\#define " + name + "(...) (mokert_unmodelled(\"" + name + "\"), 0)");
        stub_names_.push_back(name);
      }
      return;
    }
    clang::SourceLocation b = mi->getDefinitionLoc(), e = mi->getDefinitionEndLoc();
    if (b.isInvalid() || e.isInvalid() || !sm_.isWrittenInSameFile(b, e)) return;
    // The C file's own macros are copied as written (used_defines); what they use is needed here.
    const bool own = in_main_source(sm_, b);
    const auto& lo = ctx_.getLangOpts();
    e = clang::Lexer::getLocForEndOfToken(e, 0, sm_, lo);
    const char* pb = sm_.getCharacterData(b);
    const char* pe = sm_.getCharacterData(e);
    if (pe < pb) return;
    std::string text(pb, pe);
    // Dependencies first: every identifier of the body may be a macro, type, function or object.
    for (const clang::Token& t : mi->tokens())
      if (const clang::IdentifierInfo* ti = t.getIdentifierInfo()) {
        std::string n = ti->getName().str();
        bool param = false;
        for (const clang::IdentifierInfo* p : mi->params()) param = param || p == ti;
        if (!param && n != name) need_identifier(n);
      }
    if (own) return;
    std::string one;
    for (size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == '\n' || text[i + 1] == '\r')) {
        one += ' ';
        while (i + 1 < text.size() && (text[i + 1] == '\n' || text[i + 1] == '\r')) ++i;
        continue;
      }
      one += text[i] == '\n' ? ' ' : text[i];
    }
    macros_.push_back("\\#define " + one);
  }

  // Machine instructions mean nothing inside pan (and their constraints need the kernel's
  // build): such an inline function gets a stand-in instead of its body.
  static bool has_asm(const clang::Stmt* s) {
    if (!s) return false;
    // A compiler barrier (`asm volatile("" ::: "memory")`, barrier(), the fences of
    // smp_acquire__after_ctrl_dep) has no instruction: pan's compiler takes it as it is.
    if (const auto* a = clang::dyn_cast<clang::AsmStmt>(s))
      return !(clang::isa<clang::GCCAsmStmt>(a) && clang::cast<clang::GCCAsmStmt>(a)->getAsmString()->getString().trim().empty() &&
               a->getNumOutputs() == 0 && a->getNumInputs() == 0);
    for (const clang::Stmt* c : s->children())
      if (has_asm(c)) return true;
    return false;
  }

  // Types, functions and objects an expression or statement uses. With `called`, a function is
  // needed only when its name is in it: in an extracted function's body, a call a rule maps to
  // Promela (spin_lock) is no C call, and its header body in c_code would meet the Promela macro
  // of the same name.
  void walk(const clang::Stmt* s, const std::set<std::string>* called = nullptr) {
    struct V : clang::RecursiveASTVisitor<V> {
      Collector* self;
      const std::set<std::string>* called;
      bool VisitMemberExpr(clang::MemberExpr* m) {
        clang::QualType base = m->getBase()->getType();
        if (m->isArrow()) {
          if (const auto* p = base->getAs<clang::PointerType>()) base = p->getPointeeType();
        }
        self->need_type(base, true);
        self->need_type(m->getType(), false);
        return true;
      }
      bool VisitDeclRefExpr(clang::DeclRefExpr* d) {
        if (const auto* f = clang::dyn_cast<clang::FunctionDecl>(d->getDecl())) {
          if (!called || called->count(f->getNameAsString())) self->need_function(f);
        } else if (const auto* v = clang::dyn_cast<clang::VarDecl>(d->getDecl())) {
          self->need_var(v);
          self->need_type(v->getType(), !v->hasExternalStorage());
        } else if (const auto* ec = clang::dyn_cast<clang::EnumConstantDecl>(d->getDecl())) {
          if (const auto* ed = clang::dyn_cast<clang::EnumDecl>(ec->getDeclContext())) self->need_enum(ed);
        }
        return true;
      }
      bool VisitExplicitCastExpr(clang::ExplicitCastExpr* c) {
        self->need_type(c->getTypeAsWritten(), false);
        return true;
      }
      bool VisitUnaryExprOrTypeTraitExpr(clang::UnaryExprOrTypeTraitExpr* u) {
        if (u->isArgumentType()) self->need_type(u->getArgumentType(), true);
        return true;
      }
      bool VisitCompoundLiteralExpr(clang::CompoundLiteralExpr* c) {
        self->need_type(c->getType(), true);
        return true;
      }
      bool VisitDeclStmt(clang::DeclStmt* ds) {
        for (const clang::Decl* d : ds->decls())
          if (const auto* v = clang::dyn_cast<clang::VarDecl>(d)) self->need_type(v->getType(), true);
        return true;
      }
    } v;
    v.self = this;
    v.called = called;
    v.TraverseStmt(const_cast<clang::Stmt*>(s));
  }

  HeaderDecls result() const {
    HeaderDecls out;
    if (!forward_.empty() || !decls_.empty() || !macros_.empty() || !stubs_.empty())
      out.types += "void mokert_unmodelled(const char *);\n";
    for (const auto& f : forward_) out.types += f + ";\n";
    for (const auto& d : decls_) out.types += d + ";\n";
    for (const auto& m : macros_) out.types += m + "\n";
    for (const auto& o : objects_) out.types += o + "\n";
    for (const auto& p : prototypes_) out.functions += p + "\n";
    for (const auto& f : functions_) out.functions += f + "\n";
    for (const auto& s : stubs_) out.functions += s + "\n";
    out.unmodelled = stub_names_;
    return out;
  }

private:
  clang::ASTUnit& unit_;
  clang::ASTContext& ctx_;
  clang::SourceManager& sm_;
  clang::PrintingPolicy policy_{clang::LangOptions()};
  std::set<const void*> visited_;
  std::map<const clang::TagDecl*, const clang::TypedefNameDecl*> owners_;
  std::map<const clang::MacroInfo*, bool> asm_memo_;
  std::set<std::string> seen_names_;
  std::set<std::string> forward_;
  std::vector<std::string> decls_, macros_, objects_, prototypes_, functions_, stubs_, stub_names_;
  bool in_state_emitted_ = false;  // mokert_in_state, which the kernel stand-ins use

  std::string tag_text(const clang::TagDecl* t) const {
    return std::string(t->getKindName()) + " " + t->getNameAsString();
  }
  void emit(const clang::Decl* d) {
    std::string text;
    llvm::raw_string_ostream os(text);
    d->print(os, policy_);
    os.flush();
    decls_.push_back(text);
  }
  void emit_group(const clang::TagDecl* tag, const clang::TypedefNameDecl* td) {
    std::string text;
    llvm::raw_string_ostream os(text);
    clang::Decl* group[2] = {const_cast<clang::TagDecl*>(tag), const_cast<clang::TypedefNameDecl*>(td)};
    clang::Decl::printGroup(group, 2, os, policy_, 0);
    os.flush();
    decls_.push_back(text);
  }
  static std::string strip_storage(std::string proto) {
    for (const char* w : {"static inline ", "extern ", "static ", "inline "})
      for (size_t at; (at = proto.find(w)) == 0;) proto.erase(0, std::string(w).size());
    return proto;
  }
};

}  // namespace

HeaderDecls header_declarations(clang::ASTUnit& unit, const std::vector<const clang::FunctionDecl*>& functions,
                                const std::set<std::string>& identifiers) {
  Collector c(unit);
  for (const auto* f : functions)
    if (f->hasBody()) c.walk(f->getBody(), &identifiers);
  for (const auto& n : identifiers) c.need_identifier(n);
  return c.result();
}

}  // namespace mokert
