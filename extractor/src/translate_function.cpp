// The statement walker: C control flow -> Promela, one C statement per Promela line.
#include "translate_function.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/ParentMapContext.h>
#include <clang/AST/Attr.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/AST/Stmt.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>
#include <regex>
#include <cctype>
#include <dlfcn.h>
#include <filesystem>
#include <tuple>

#include "mokert/error.hpp"
#include "mokert/text.hpp"
#include "translate_errno.hpp"
#include "translate_text.hpp"

namespace mokert {
namespace {

using clang::dyn_cast;
using clang::isa;

class Translator {
public:
  Translator(ModelContext& model, clang::ASTContext& ctx, const clang::FunctionDecl* fn,
             const ExtractSpec& spec, const std::string& owner)
      : model_(model), ctx_(ctx), sm_(ctx.getSourceManager()), fn_(fn), spec_(spec) {
    fname_ = fn->getNameAsString();
    root_fn_ = fn;
    bool proc = spec.mode != ExtractMode::Inline && spec.mode != ExtractMode::NoEncapsulation;
    pml_name_ = proc ? proctype_name(fname_) : fname_;
    if (proc) {
      owner_ = pml_name_;
    } else if (spec.mode == ExtractMode::Inline && !owner.empty()) {
      // One copy per proctype that expands the inline: its variables are that proctype's.
      owner_ = owner;
      pml_name_ = inline_copy_name(model, fname_, owner);
    } else {
      owner_ = proctype_name(fname_);  // a -n body is the script's p_f (Modex's Pp_f->x)
    }
    file_ = std::filesystem::absolute(program_file_name(sm_, fn->getLocation()))
                .lexically_normal()
                .string();
    // Inlines expand into their callers: their labels and temporaries must not collide. A -n
    // body is the whole of the script's proctype p_f, and Modex keeps its names as in the C
    // (the script's rules say Pp_f->out).
    tag_ = proc || spec.mode == ExtractMode::NoEncapsulation ? "" : fname_ + "_";
    var_tag_ = tag_;
    text_ = TextRenderer{&model_, &ctx_, &locals_, owner_};
  }

  FunctionOutput run() {
    FunctionOutput out;
    out.name = pml_name_;
    out.owner = owner_;
    header(out);
    bool is_proc = spec_.mode != ExtractMode::Inline && spec_.mode != ExtractMode::NoEncapsulation;
    // docs/translation-scripts.md: every proctype ends at `mokert_return:` (pthread_exit jumps there).
    ret_label_ = is_proc ? "mokert_return" : "mk_" + tag_ + "ret";
    // main's return is C's exit (pthread.pml, MOKERT_C_EXIT); pthread_exit in main is not, so
    // its returns go to a label of their own before mokert_return.
    bool c_exit = is_proc && model_.c_exit && fname_ == "main";
    if (c_exit) ret_label_ = "mk_main_exit";
    if (!ret_var_.empty()) ret_ref_ = "now." + ret_var_;
    used_ret_label_ = is_proc;
    // Every global the function touches belongs to the model, also when only rules use it.
    if (const auto* body = fn_->getBody()) register_globals(body);
    for (const auto& c : param_copies_) out_.statement(1, c);
    if (const auto* body = fn_->getBody()) stmt(body, 1);
    if (used_ret_label_) out_.label(ret_label_);
    if (c_exit) {
      out_.statement(1, "mokert_main_ended = 1");
      out_.label("mokert_return");
    }
    bool proc = spec_.mode != ExtractMode::Inline && spec_.mode != ExtractMode::NoEncapsulation;
    // The runtime learns that a thread ended (pthread_join waits for it); see extract.cpp.
    if (proc) out_.statement(1, "mokert_thread_exit()");
    if (proc && fname_ != "main" && fn_->getBody() && local_address_taken(fn_->getBody())) {
      // A thread's stack outlives its return while nobody joins it, and the program may keep
      // pointers into it (7_q_update's list of rtl_put's `sample[4]`). SPIN would remove the
      // ended process and give its place in the state vector to the next `run`: the process
      // stays, its locals intact, in a valid end state. It is counted, so that a script's
      // `(_nr_pr == 1)` still sees it ended (extract.cpp).
      out_.statement(1, "mokert_kept++");
      out_.label("end_mokert_stack_kept");
      out_.statement(1, "false");
      model_.stack_kept = true;
    }
    out_.flush_labels(1);
    if (out_.lines().empty()) out_.statement(1, "skip");
    // The thread's own errno (translate_errno.hpp). An inline or a -n body runs in a process the
    // script may have written, which has no such local: there errno stays pan's one variable.
    if (proc && model_.uses_errno) {
      keep_errno_per_thread(out_.lines(), "P" + owner_ + "->" + kErrnoSlot);
      out.decls.push_back(std::string("int ") + kErrnoSlot + ";");
    }
    out.body = std::move(out_);
    for (const auto& [decl, v] : local_order_) {
      (void)decl;
      if (v.promela)
        out.decls.push_back(v.type + " " + v.name + v.array + (v.init.empty() ? "" : " = " + v.init) + ";");
      else
        out.top_decls.push_back("c_state \"" + v.type + "\" \"Local " + owner_ + "\"");
    }
    for (const auto& t : temps_) out.top_decls.push_back("c_state \"" + t + "\" \"Local " + owner_ + "\"");
    for (const auto& t : pml_temps_) out.decls.push_back(t);
    return out;
  }

private:
  // The address of one of the function's own (automatic) variables is taken: `&x`, `&a[i]`,
  // `&s.f`, or an array that decays to a pointer.
  static bool local_address_taken(const clang::Stmt* s) {
    if (!s) return false;
    auto automatic = [](const clang::Expr* e) {
      e = e->IgnoreParenImpCasts();
      while (true) {
        if (const auto* m = dyn_cast<clang::MemberExpr>(e)) {
          if (m->isArrow()) return false;
          e = m->getBase()->IgnoreParenImpCasts();
        } else if (const auto* a = dyn_cast<clang::ArraySubscriptExpr>(e)) {
          const clang::Expr* base = a->getBase()->IgnoreParenImpCasts();
          if (!base->getType()->isArrayType() && !isa<clang::DeclRefExpr>(base)) return false;
          e = base;
        } else {
          break;
        }
      }
      const auto* d = dyn_cast<clang::DeclRefExpr>(e);
      const auto* v = d ? dyn_cast<clang::VarDecl>(d->getDecl()) : nullptr;
      // A variable a macro declares lives in the macro's own block: the kernel's typecheck()
      // (`&__dummy == &__dummy2`, in spin_lock_irqsave) keeps no pointer into the stack.
      return v && v->hasLocalStorage() && !isa<clang::ParmVarDecl>(v) && !v->getLocation().isMacroID();
    };
    if (const auto* u = dyn_cast<clang::UnaryOperator>(s))
      if (u->getOpcode() == clang::UO_AddrOf && automatic(u->getSubExpr())) return true;
    if (const auto* c = dyn_cast<clang::ImplicitCastExpr>(s))
      if (c->getCastKind() == clang::CK_ArrayToPointerDecay && automatic(c->getSubExpr())) return true;
    if (const auto* a = dyn_cast<clang::ArraySubscriptExpr>(s)) {  // `a[i]` decays `a` only to index it
      const clang::Expr* base = a->getBase()->IgnoreParens();
      if (const auto* c = dyn_cast<clang::ImplicitCastExpr>(base))
        if (c->getCastKind() == clang::CK_ArrayToPointerDecay) base = c->getSubExpr();
      return local_address_taken(base) || local_address_taken(a->getIdx());
    }
    for (const clang::Stmt* c : s->children())
      if (local_address_taken(c)) return true;
    return false;
  }

  void register_globals(const clang::Stmt* s) {
    if (!s) return;
    if (const auto* d = dyn_cast<clang::DeclRefExpr>(s))
      if (const auto* v = dyn_cast<clang::VarDecl>(d->getDecl())) {
        if (v->getTLSKind() != clang::VarDecl::TLS_None)
          thread_local_var(v);
        else if (v->hasGlobalStorage() && !v->isStaticLocal())
          global_var(model_, ctx_, v);
      }
    for (const clang::Stmt* c : s->children()) register_globals(c);
  }

  // ---- declarations ------------------------------------------------------------------------
  void header(FunctionOutput& out) {
    std::string params;
    bool proc = spec_.mode != ExtractMode::Inline && spec_.mode != ExtractMode::NoEncapsulation;
    for (const clang::ParmVarDecl* p : fn_->parameters()) {
      if (p->getName().empty()) continue;
      if (proc) {
        // Only Promela-typed parameters can be passed by `run`; pointer parameters (a thread's
        // void *arg) become zero-initialised locals (docs/extractor.md).
        PmlVar probe;
        probe.name = promela_safe_name(p->getNameAsString());
        if (!map_type(model_, ctx_, p, probe)) {
          if (p->getFunctionScopeIndex() == 0 && p->getType()->isPointerType()) {
            // A start routine's argument: what pthread_create passed, kept by this process's
            // _pid (cmem.pml's mokert_argv), read and written as a variable of the parameter's type.
            PmlVar v;
            v.name = probe.name;
            v.type = p->getType().getAsString();
            v.c_ref = "(*(__typeof__(" + v.type + ") *)&now.mokert_argv[P" + owner_ + "->_pid])";
            used_names_.insert(v.name);
            locals_[p] = v;
            model_.uses_cmem = true;
            continue;
          }
          local_var(p);
          continue;
        }
      }
      if (spec_.mode == ExtractMode::NoEncapsulation) {  // Modex: the script's proctype declares them
        local_var(p);
        continue;
      }
      if (!proc) {
        // SPIN does not substitute inline parameters inside c_code: the inline copies each one
        // into a variable of its calling proctype (<function>_<param>) that c_code can name.
        const PmlVar& copy = local_var(p);
        param_copies_.push_back(copy.name + " = " + p->getNameAsString());
        if (!params.empty()) params += ", ";
        params += p->getNameAsString();
        continue;
      }
      PmlVar v;
      v.name = promela_safe_name(p->getNameAsString());
      map_type(model_, ctx_, p, v);
      used_names_.insert(v.name);
      v.c_ref = "P" + owner_ + "->" + v.name;
      locals_[p] = v;
      if (!params.empty()) params += "; ";
      params += v.type + " " + v.name;
      // An active main gets no arguments from SPIN (argc 0), but the program runs, and the replay
      // runs it, as a command with no arguments: argc is 1. With 0, `if (argc != 1) exit(-1);`
      // (SV-COMP's reorder tasks) ended the model before any thread: a bug proved away.
      if (fname_ == "main" && p->getFunctionScopeIndex() == 0 && v.promela &&
          (spec_.mode == ExtractMode::ActiveProctype || spec_.mode == ExtractMode::ExtendedActive))
        param_copies_.push_back(v.name + " = 1");
    }
    bool returns = !fn_->getReturnType()->isVoidType();
    if (returns && !proc) {
      // A proctype's return value goes nowhere; an inline's lands in ret_<function>.
      ret_var_ = "ret_" + fname_;
      model_.extra_globals.push_back("int " + ret_var_ + ";");
    }
    // Modex's extended proctype (-e, -xe) runs when it is called, never on its own; its calls are
    // expanded where they are made (the same interleavings as Modex's call/return handshake), and
    // a thread start routine among them is started by pthread_create. Only main starts active.
    ExtractMode mode = spec_.mode;
    if (mode == ExtractMode::ExtendedActive && fname_ != "main") mode = ExtractMode::ExtendedPassive;
    switch (mode) {
      case ExtractMode::ActiveProctype:
      case ExtractMode::ExtendedActive:
        out.header = "active " +
                     (spec_.instances > 1 ? "[" + std::to_string(spec_.instances) + "] " : std::string()) +
                     "proctype " + pml_name_ + "(" + params + ") {";
        out.footer = "}";
        break;
      case ExtractMode::Proctype:
      case ExtractMode::ExtendedPassive:
        out.header = "proctype " + pml_name_ + "(" + params + ") {";
        out.footer = "}";
        break;
      case ExtractMode::Inline:
        out.header = "inline " + pml_name_ + "(" + params + ") {";
        out.footer = "}";
        break;
      case ExtractMode::NoEncapsulation:
        out.header = "/* body of " + fname_ + " (%X -n) */";
        break;
    }
  }

  // A __thread / _Thread_local variable: one copy per thread, so a local of the proctype (every
  // function expanded into it sees the same one), starting from the C initial value.
  const PmlVar& thread_local_var(const clang::VarDecl* var) {
    if (auto it = locals_.find(var); it != locals_.end()) return it->second;
    std::string saved = var_tag_;
    var_tag_ = "tls_";
    local_var(var);
    var_tag_ = saved;
    PmlVar& v = locals_.find(var)->second;
    const clang::VarDecl* def = var->getDefinition() ? var->getDefinition() : var;
    clang::Expr::EvalResult r;
    if (v.promela && v.array.empty() && def->getInit() && !def->getInit()->isValueDependent() &&
        def->getInit()->EvaluateAsInt(r, ctx_)) {
      v.init = std::to_string(r.Val.getInt().getSExtValue());
      local_order_.back().second.init = v.init;
    }
    return v;
  }

  const PmlVar& local_var(const clang::VarDecl* var) {
    auto it = locals_.find(var);
    if (it != locals_.end()) return it->second;
    PmlVar v;
    // C data (c_state) keeps its C name: only c_code names it, and scripts written for Modex
    // say `Pp_abp_snd->in.seq`; a Promela variable must not take a Promela keyword.
    PmlVar probe;
    const bool promela = map_type(model_, ctx_, var, probe);
    std::string base = var_tag_ + (promela ? promela_safe_name(var->getNameAsString()) : var->getNameAsString());
    v.name = base;
    // A Promela local may not have a global's name (SPIN: "redeclaration"): main's `pthread_t t`
    // beside a global `t` that a helper expanded into main reads.
    auto global_named = [&](const std::string& n) {
      if (!promela) return false;
      for (const clang::NamedDecl* d : ctx_.getTranslationUnitDecl()->lookup(&ctx_.Idents.get(n)))
        if (const auto* g = dyn_cast<clang::VarDecl>(d); g && g->hasGlobalStorage()) return true;
      return false;
    };
    for (int n = 2; used_names_.count(v.name) || global_named(v.name); ++n) v.name = base + "_" + std::to_string(n);
    used_names_.insert(v.name);
    map_type(model_, ctx_, var, v);
    v.c_ref = "P" + owner_ + "->" + v.name;
    local_order_.emplace_back(var, v);
    return locals_.emplace(var, v).first->second;
  }

  // ---- map entries ----------------------------------------------------------------------------
  MapEntry entry(const Span& span, StmtKind kind, const std::string& c_text, const std::string& rule,
                 const std::string& branch = "") {
    MapEntry e;
    e.proctype = pml_name_;
    e.function = fname_;
    e.c = {file_, span.line, span.col, span.end_line, span.end_col, span.macro};
    e.kind = kind;
    e.branch = branch;
    e.c_text = c_text;
    e.rule = rule;
    return e;
  }

  void note_unmapped(const Span& span, const std::string& text) {
    model_.unmapped.push_back(located(file_, span.line, text));
    ++model_.c_code_statements;
  }

  // ---- statements --------------------------------------------------------------------------
  void stmt(const clang::Stmt* s, int ind) {
    if (!s) return;
    // Where names in rule captures are looked up (var_named): restored when this statement ends.
    struct Restore {
      clang::SourceLocation& slot;
      clang::SourceLocation saved;
      ~Restore() { slot = saved; }
    } restore{cur_loc_, cur_loc_};
    cur_loc_ = s->getBeginLoc();
    if (header_macro_statement(s)) {
      // `WRITE_ONCE(x, v);` (a do-while of a library header's macro): one C step, as written. A
      // macro the program defines is translated statement by statement (it may call the file's
      // functions or reach_error); so is a header's macro that no rule names and that calls what the model
      // must run (a project header's `do { pthread_mutex_lock(&l); x++; ... } while (0)`: as C
      // in pan its lock would not be modelled, its call perhaps not even linked).
      Span span = text_.stmt_span(s, true);
      if (!calls_modelled(s) || rule_for(lookup_key(span, s))) {
        plain(span, s, StmtKind::Other, ind);
        return;
      }
    }
    if (fn_ && fn_->isVariadic() && (isa<clang::DeclStmt>(s) || isa<clang::Expr>(s)) && names_va_list(s)) {
      // va_start, vfprintf(stderr, fmt, ap), va_end in an expanded variadic function (only such
      // functions are expanded: va_only_output): output only, a step that changes nothing. pan's
      // functions have no variable arguments to start.
      if (isa<clang::Expr>(s)) {
        Span span = text_.stmt_span(s, true);
        out_.statement(ind, "skip", entry(span, StmtKind::Call, normalize_c(span.text), "default"));
      }
      return;
    }
    if (const auto* c = dyn_cast<clang::CompoundStmt>(s)) {
      for (const clang::Stmt* child : c->body()) stmt(child, ind);
    } else if (isa<clang::NullStmt>(s)) {
    } else if (const auto* d = dyn_cast<clang::DeclStmt>(s)) {
      decl_stmt(d, ind);
    } else if (const auto* i = dyn_cast<clang::IfStmt>(s)) {
      if_stmt(i, ind);
    } else if (const auto* w = dyn_cast<clang::WhileStmt>(s)) {
      loop(nullptr, w->getCond(), nullptr, w->getBody(), false, ind);
    } else if (const auto* d2 = dyn_cast<clang::DoStmt>(s)) {
      loop(nullptr, d2->getCond(), nullptr, d2->getBody(), true, ind);
    } else if (const auto* f = dyn_cast<clang::ForStmt>(s)) {
      loop(f->getInit(), f->getCond(), f->getInc(), f->getBody(), false, ind);
    } else if (const auto* sw = dyn_cast<clang::SwitchStmt>(s)) {
      switch_stmt(sw, ind);
    } else if (const auto* cs = dyn_cast<clang::CaseStmt>(s)) {
      auto it = case_labels_.find(cs);
      if (it != case_labels_.end()) out_.label(it->second);
      stmt(cs->getSubStmt(), ind);
    } else if (const auto* ds = dyn_cast<clang::DefaultStmt>(s)) {
      auto it = case_labels_.find(ds);
      if (it != case_labels_.end()) out_.label(it->second);
      stmt(ds->getSubStmt(), ind);
    } else if (const auto* b = dyn_cast<clang::BreakStmt>(s)) {
      jump(b, break_.empty() ? std::string("mk_bad_break") : break_.back(), ind);
    } else if (const auto* c2 = dyn_cast<clang::ContinueStmt>(s)) {
      jump(c2, continue_.empty() ? std::string("mk_bad_continue") : continue_.back(), ind);
    } else if (const auto* g = dyn_cast<clang::GotoStmt>(s)) {
      jump(g, c_label(g->getLabel()->getName()), ind);
    } else if (const auto* l = dyn_cast<clang::LabelStmt>(s)) {
      out_.label(c_label(l->getName()));
      stmt(l->getSubStmt(), ind);
    } else if (const auto* r = dyn_cast<clang::ReturnStmt>(s)) {
      return_stmt(r, ind);
    } else if (const auto* e = dyn_cast<clang::Expr>(s)) {
      expr_stmt(e, ind);
    } else {
      // asm statements and the like: kept as C.
      Span span = text_.stmt_span(s, true);
      plain(span, s, StmtKind::Other, ind);
    }
  }

  // A C label; inside an expanded call it gets the expansion's tag, since two expansions into
  // one proctype (SV-COMP's `ERROR:` in inc() and in dec()) would declare it twice.
  std::string c_label(llvm::StringRef name) const {
    std::string l = promela_safe_label(name.str());
    return expanding_.empty() ? l : "mk_" + tag_ + l;
  }

  // A call the model runs rather than pan's C: a function the file defines, a thread or lock
  // primitive of the tables, SV-COMP's functions, an assertion's failure.
  bool calls_modelled(const clang::Stmt* s) const {
    if (!s) return false;
    if (const auto* call = dyn_cast<clang::CallExpr>(s))
      if (const clang::FunctionDecl* f = call->getDirectCallee()) {
        llvm::StringRef n = f->getName();
        if ((f->isDefined() && !compile_time_only(f) && f->getBuiltinID() == 0 &&
             in_program(sm_, f->getDefinition()->getLocation())) ||
            n.startswith("pthread_") || n.startswith("sem_") || n.startswith("__VERIFIER_") ||
            n == "reach_error" || n == "abort" || n == "__assert_fail" || n == "malloc" || n == "free")
          return true;
      }
    for (const clang::Stmt* c : s->children())
      if (calls_modelled(c)) return true;
    return false;
  }

  bool header_macro_statement(const clang::Stmt* s) const {
    if (isa<clang::Expr>(s) || isa<clang::DeclStmt>(s) || isa<clang::NullStmt>(s)) return false;
    clang::SourceLocation b = s->getBeginLoc(), e = s->getEndLoc();
    if (!b.isMacroID() || !e.isMacroID() || sm_.isMacroArgExpansion(b) || text_.part_of_macro_body(s)) return false;
    // A macro of the program's own header (`#include "stats.h"`) is the program's code: its
    // statements are translated one by one (`int old = (t); (t) = old + (v);` is two steps).
    return !in_program(sm_, sm_.getSpellingLoc(b));
  }

  StmtKind kind_of(const clang::Expr* e) {
    e = e->IgnoreParens();
    if (const auto* b = dyn_cast<clang::BinaryOperator>(e))
      if (b->isAssignmentOp()) return StmtKind::Assign;
    if (const auto* u = dyn_cast<clang::UnaryOperator>(e))
      if (u->isIncrementDecrementOp()) return StmtKind::Assign;
    if (isa<clang::CallExpr>(e)) return StmtKind::Call;
    return StmtKind::Other;
  }

  // Emits one C statement: lookup first, then the c_code fallback.
  // BUILD_BUG_ON's `__compiletime_assert_N()`: declared by a macro's expansion or marked
  // error/warning, so a call that is reached does not build in C; the model has no step for it.
  static bool compile_time_only(const clang::FunctionDecl* f) {
    return f && !f->isDefined() && (f->getLocation().isMacroID() || f->hasAttr<clang::ErrorAttr>());
  }

  void plain(const Span& span, const clang::Stmt* s, StmtKind kind, int ind) {
    std::string norm = lookup_key(span, s);
    if (const auto* e = dyn_cast<clang::Expr>(s))
      if (const auto* call = dyn_cast<clang::CallExpr>(e->IgnoreParenCasts()))
        if (compile_time_only(call->getDirectCallee())) {
          out_.comment(ind, "compile-time check " + comment_safe(norm), entry(span, kind, norm, "default"));
          return;
        }
    if (const auto* e0 = dyn_cast<clang::Expr>(s))
      if (const auto* call = dyn_cast<clang::CallExpr>(e0->IgnoreParenCasts()); call && once_call(call, span, norm, ind))
        return;
    if (const auto* e0 = dyn_cast<clang::Expr>(s))
      if (const auto* call = dyn_cast<clang::CallExpr>(e0->IgnoreParenCasts());
          call && start_through_pointer(call, span, s, kind, norm, ind))
        return;
    if (auto r = lookup_spelled(norm, text_.part_of_macro_body(s) ? norm : normalize_c(span.text))) {
      if (!rule_with_hoisted_args(*r, span, s, kind, norm, ind)) apply_rule(*r, span, s, kind, norm, ind);
      return;
    }
    // A call spelled through the program's own macro (`#define assume(e) __VERIFIER_assume(e)`)
    // is also looked up as the call it expands to, so the tables' rules for the real name apply.
    if (const auto* e = dyn_cast<clang::Expr>(s))
      if (const auto* call = dyn_cast<clang::CallExpr>(e->IgnoreParenCasts());
          call && call->getDirectCallee() && call->getBeginLoc().isMacroID() && !text_.part_of_macro_body(s)) {
        std::string printed;
        if (by_name_active_) {
          // Inside an expanded helper: its by-name parameters as the caller's arguments
          // (`assume(*m == 0)` in acquire(&m_busy) is `*(&m_busy) == 0`), as lookup_key does.
          printed = text_.render_source_expanded(call);
        } else {
          llvm::raw_string_ostream os(printed);
          clang::PrintingPolicy policy = ctx_.getPrintingPolicy();
          call->printPretty(os, nullptr, policy);
          os.flush();
        }
        std::string expanded = normalize_c(printed + ";");
        if (expanded != norm)
          if (auto r = rule_for(expanded)) {
            apply_rule(*r, span, s, kind, expanded, ind);
            return;
          }
      }
    // Calls of functions the file defines run first, expanded in place (docs/extractor.md).
    const auto* e = dyn_cast<clang::Expr>(s);
    if (e) {
      if (const auto* call = dyn_cast<clang::CallExpr>(e->IgnoreParenCasts())) {
        if (const clang::FunctionDecl* def = expandable(call)) {
          expand_call(call, def, ind, false);
          return;
        }
        if (through_pointer(call)) {
          expand_indirect(call, ind, false);
          return;
        }
        if (const clang::FunctionDecl* release = kref_put_release(call)) {
          expand_kref_put(call, release, ind);
          return;
        }
      }
    }
    std::vector<TextRenderer::Replacement> temps;
    if (e) temps = hoist_calls(e, ind);
    if (e) hoist_rule_calls(e, ind, temps);
    // With calls run first too: `stats()->hits++`, `total += weight(id)`, `buf[hash(k)]++` are
    // a load and a store of shared memory like `hits++` (as one step with the call's value they
    // were proved safe).
    if (e) hoist_shared_increments(e, ind, temps);
    if (e && split_shared(span, e, kind, norm, ind, temps)) return;
    emit_c_code(span, s, kind, norm, "c_code", ind, temps);
  }

  // `pthread_exit((void *)(long)take())`: a call of a function the file defines inside a
  // mapped call's argument runs first, expanded, and the rule is looked up again with the
  // call's temporary in its place (left in the capture, the call was C inside pan: a function
  // pan could not link, or the real one run on the model's data).
  bool rule_with_hoisted_args(const LookupResult& r, const Span& span, const clang::Stmt* s, StmtKind kind,
                              const std::string& norm, int ind) {
    if (r.c_code || r.kind != RhsKind::Promela || r.captures.empty() || text_.part_of_macro_body(s)) return false;
    const auto* e = dyn_cast<clang::Expr>(s);
    const auto* call = e ? dyn_cast<clang::CallExpr>(e->IgnoreParenCasts()) : nullptr;
    if (!call) return false;
    std::vector<const clang::Expr*> found;
    for (const clang::Expr* a : call->arguments()) find_expandable(a, found);
    if (found.empty()) return false;
    const size_t open = norm.find('(');
    if (open == std::string::npos) return false;
    // Every hoisted piece must be found in the key, in order, before anything is written.
    std::vector<std::string> pieces;
    size_t from = open;
    for (const clang::Expr* x : found) {
      if (text_.in_macro_body(x)) return false;
      Span xs = text_.stmt_span(x, false);
      std::string piece = normalize_c(by_name_active_ ? text_.render_source(xs, x) : xs.text);
      size_t at = norm.find(piece, from);
      if (piece.empty() || at == std::string::npos) return false;
      pieces.push_back(piece);
      from = at + piece.size();
    }
    std::vector<TextRenderer::Replacement> temps;
    for (const clang::Expr* a : call->arguments()) {
      auto t = hoist_calls(a, ind);
      temps.insert(temps.end(), t.begin(), t.end());
    }
    std::string key = norm;
    from = open;
    for (size_t i = 0; i < pieces.size() && i < temps.size(); ++i) {
      size_t at = key.find(pieces[i], from);
      if (at == std::string::npos) break;
      key.replace(at, pieces[i].size(), temps[i].text);
      from = at + temps[i].text.size();
    }
    auto again = rule_for(key);
    apply_rule(again ? *again : r, span, s, kind, norm, ind);
    return true;
  }

  // `pthread_create(&t, NULL, starts[i], arg)`: the start routine comes from a pointer (a table
  // of them), and SPIN's `run` needs the proctype's name. One option per function the pointer
  // may hold (as for a call through a pointer), each the statement looked up with that
  // function's name in the pointer's place; a pointer to none of them stops the search.
  bool start_through_pointer(const clang::CallExpr* call, const Span& span, const clang::Stmt* s, StmtKind kind,
                             const std::string& norm, int ind) {
    const clang::FunctionDecl* callee = call->getDirectCallee();
    if (!callee || callee->getName() != "pthread_create" || call->getNumArgs() != 4) return false;
    const clang::Expr* start = call->getArg(2);
    if (fn_value(start) || start->isNullPointerConstant(ctx_, clang::Expr::NPC_ValueDependentIsNotNull)) return false;
    // The key's arguments at top level; the third replaced by each target's name.
    const size_t open = norm.find('(');
    if (open == std::string::npos || norm.compare(0, open, "pthread_create") != 0) return false;
    std::vector<size_t> commas;
    int depth = 0;
    size_t close = std::string::npos;
    for (size_t i = open + 1; i < norm.size() && close == std::string::npos; ++i) {
      const char ch = norm[i];
      if (ch == '"' || ch == '\'') {
        for (++i; i < norm.size() && norm[i] != ch; ++i)
          if (norm[i] == '\\') ++i;
      } else if (ch == '(' || ch == '[' || ch == '{') {
        ++depth;
      } else if (ch == ')' || ch == ']' || ch == '}') {
        if (depth-- == 0) close = i;
      } else if (ch == ',' && depth == 0) {
        commas.push_back(i);
      }
    }
    if (commas.size() != 3 || close == std::string::npos) return false;
    std::vector<const clang::FunctionDecl*> targets;
    auto values = values_of(start, true);
    for (const clang::FunctionDecl* f : values ? *values : fn_refs().all)
      if (f->getNumParams() == 1 && f->getParamDecl(0)->getType()->isPointerType() &&
          f->getReturnType()->isPointerType() && in_program(sm_, f->getLocation()) &&
          model_.extracted.count(f->getNameAsString()))
        targets.push_back(f);
    if (targets.empty()) return false;
    std::sort(targets.begin(), targets.end(), [this](const clang::FunctionDecl* a, const clang::FunctionDecl* b) {
      return sm_.isBeforeInTranslationUnit(a->getLocation(), b->getLocation());
    });
    std::vector<std::pair<const clang::FunctionDecl*, LookupResult>> rules;
    for (const clang::FunctionDecl* f : targets) {
      std::string key = norm.substr(0, commas[1] + 1) + f->getNameAsString() + norm.substr(commas[2]);
      auto r = rule_for(key);
      if (!r) return false;  // the tables do not start a thread here: as before
      rules.emplace_back(f, *r);
    }
    Span ss = text_.stmt_span(start, false);
    std::string fp = text_.render_c(ss, start);
    model_.uses_cmem = true;
    const int where = site(call);
    out_.open(ind, "if");
    for (auto& [f, r] : rules) {
      ++model_.c_code_statements;
      out_.structural(ind, ":: c_expr { " + cexpr_text("(" + fp + ") == " + fn_stub_name(model_, ctx_, f)) + " } ->",
                      entry(span, StmtKind::Call, norm, "default"));
      apply_rule(r, span, s, kind, norm, ind + 1);
    }
    out_.structural(ind, ":: else ->", entry(span, StmtKind::Call, norm, "default"));
    out_.statement(ind + 1, "c_code { mokert_report(\"thread start routine through a pointer to no function the model "
                            "has\", " + std::to_string(where) + "); abort(); }");
    out_.structural(ind, "fi;");
    return true;
  }

  // The text the tables see: normalized, parameters passed by name replaced by the arguments.
  // Inside an expanded helper, a rule written against the helper's own spelling of a statement
  // matches too (script.hpp: lookup with as_written).
  std::optional<LookupResult> lookup_spelled(const std::string& key, const std::string& written) {
    if (!by_name_active_) return rule_for(key);
    return usable(lookup(*model_.script, spec_.tables, key, written, by_name_params_));
  }

  // The tables' rule for a statement, if it can model it (see usable).
  std::optional<LookupResult> rule_for(const std::string& key) { return usable(lookup(*model_.script, spec_.tables, key)); }

  // A rule of the shipped tables whose primitive works on Promela objects only (a heap slot, a
  // list's membership bits) and has no form for C data cannot take a capture that is C data:
  // `kmalloc($P)` of a C pointer, `list_add_tail($E, $H)` of a kmalloc'd C struct. The statement
  // stays C then, run by pan on its copy of the objects (kmalloc on the model's C heap). Before,
  // the rule's text named the C variables in Promela and SPIN rejected the model.
  std::optional<LookupResult> usable(std::optional<LookupResult> r) {
    // A rule of the script's own: its author decides what the C names stand for (kmod-list's
    // `#define e kl_local_e[_pid]` makes a C local a Promela slot).
    // A choice ($NONDET) into a C object has its own way there (choice_into_c_object).
    if (!r || !r->shipped || r->kind != RhsKind::Promela || r->c_code || r->captures.empty() || !r->nondet.empty())
      return r;
    // The primitive is the name called first: `rcu_dereference` of `$P = rcu_dereference($Q)`.
    const size_t open = r->promela.find('(');
    std::string head = trim_right(r->promela.substr(0, open));
    size_t b = head.size();
    while (b > 0 && (std::isalnum(static_cast<unsigned char>(head[b - 1])) || head[b - 1] == '_')) --b;
    head = head.substr(b);
    if (!model_.shipped_runtime_macros.count(head) || has_c_form(r->promela)) return r;
    for (const auto& [name, text] : r->captures) {
      (void)name;
      if (r->promela.find(text) != std::string::npos && names_c_data(text)) return std::nullopt;
    }
    return r;
  }

  // Whether a capture's C text names a variable that is C data (not a Promela variable).
  bool names_c_data(const std::string& text) {
    bool ok = true, c_data = false;
    render_capture(text, true, &ok, &c_data);
    return c_data;
  }

  std::string lookup_key(const Span& span, const clang::Stmt* s) {
    if (text_.part_of_macro_body(s)) {  // `reach_error();` inside `assert(x)`: its own text
      std::string t = text_.render_source(span, s);
      if (isa<clang::Expr>(s)) t += ";";
      return normalize_c(t);
    }
    return normalize_c(by_name_active_ ? text_.render_source(span, s) : span.text);
  }

  void emit_c_code(const Span& span, const clang::Stmt* s, StmtKind kind, const std::string& norm,
                   const std::string& rule, int ind, const std::vector<TextRenderer::Replacement>& temps = {}) {
    std::string body = text_.render_c(span, s, temps);
    if (body.empty() || body.back() != ';') body += ";";  // for-loop parts come without one
    if (rule == "c_code") note_unmapped(span, norm);
    check_calls(s, span);
    out_.statement(ind, subst("c_code " + guard(s) + "{ " + body + " }"), entry(span, kind, norm, rule));
  }

  // pthread_once(&o, f) with f a function of the file: the first caller runs f, expanded here;
  // a caller that comes while f runs waits for it (promela-runtime/pthread.pml). In the map the
  // first step is the call (a probe before it) and the last its return (a probe after it).
  bool once_call(const clang::CallExpr* call, const Span& span, const std::string& norm, int ind) {
    const clang::FunctionDecl* callee = call->getDirectCallee();
    if (!callee || callee->getName() != "pthread_once" || call->getNumArgs() != 2) return false;
    const auto* addr = dyn_cast<clang::UnaryOperator>(call->getArg(0)->IgnoreParenImpCasts());
    if (!addr || addr->getOpcode() != clang::UO_AddrOf) return false;
    const auto* fref = dyn_cast<clang::DeclRefExpr>(call->getArg(1)->IgnoreParenImpCasts());
    const auto* fn = fref ? dyn_cast<clang::FunctionDecl>(fref->getDecl()) : nullptr;
    const clang::FunctionDecl* def = nullptr;
    if (!fn || !fn->hasBody(def) || !def || !in_program(sm_, def->getLocation())) return false;
    const clang::Expr* object = addr->getSubExpr();
    Span os = text_.stmt_span(object, false);
    auto promela = text_.render_promela(os, object);
    std::string name = promela ? *promela : text_.render_c(os, object);
    std::string sfx = promela ? "" : "_c";
    if (!promela) model_.uses_cmem = true;
    out_.open(ind, "if");
    out_.structural(ind, ":: mokert_once_begin" + sfx + "(" + name + ") ->", entry(span, StmtKind::Call, norm, "default"));
    expand_call(call, def, ind + 1, false);
    out_.statement(ind + 1, "mokert_once_end" + sfx + "(" + name + ")", entry(span, StmtKind::Other, norm, "default"));
    out_.structural(ind, ":: mokert_once_wait" + sfx + "(" + name + ")", entry(span, StmtKind::Call, norm, "default"));
    out_.structural(ind, "fi;");
    return true;
  }

  // ---- variadic functions of the file ------------------------------------------------------
  bool is_va_list(clang::QualType t) const {
    return ctx_.hasSameType(t.getCanonicalType(), ctx_.getBuiltinVaListType().getCanonicalType());
  }

  // s names a va_list variable (`va_start(ap, fmt)`, `vfprintf(stderr, fmt, ap)`).
  bool names_va_list(const clang::Stmt* s) const {
    if (!s) return false;
    if (const auto* d = dyn_cast<clang::DeclRefExpr>(s))
      if (const auto* v = dyn_cast<clang::VarDecl>(d->getDecl()); v && is_va_list(v->getType())) return true;
    if (const auto* d = dyn_cast<clang::DeclStmt>(s))
      for (const clang::Decl* decl : d->decls())
        if (const auto* v = dyn_cast<clang::VarDecl>(decl); v && is_va_list(v->getType())) return true;
    for (const clang::Stmt* c : s->children())
      if (names_va_list(c)) return true;
    return false;
  }

  // A statement of def that uses its variable arguments and only writes output: a va_list
  // declared without a value, va_start/va_copy/va_end, or a library call (vfprintf) whose
  // other arguments name only def's parameters, header objects (stderr) and constants, and
  // whose value is not used. Dropped from the model, it changes nothing the threads share.
  bool va_output_statement(const clang::Stmt* s, const clang::FunctionDecl* def) const {
    if (const auto* d = dyn_cast<clang::DeclStmt>(s)) {
      for (const clang::Decl* decl : d->decls()) {
        const auto* v = dyn_cast<clang::VarDecl>(decl);
        if (!v || !is_va_list(v->getType()) || v->getInit()) return false;
      }
      return true;
    }
    const auto* e = dyn_cast<clang::Expr>(s);
    if (!e) return false;
    if (const auto* c = dyn_cast<clang::CStyleCastExpr>(e->IgnoreParens()); c && c->getType()->isVoidType())
      e = c->getSubExpr();
    const auto* call = dyn_cast<clang::CallExpr>(e->IgnoreParens());
    const clang::FunctionDecl* f = call ? call->getDirectCallee() : nullptr;
    if (!f) return false;
    const clang::FunctionDecl* fdef = nullptr;
    if (f->getBuiltinID() == 0 && f->hasBody(fdef) && fdef && in_program(sm_, fdef->getLocation())) return false;
    std::function<bool(const clang::Stmt*)> output_only = [&](const clang::Stmt* a) {
      if (!a) return true;
      if (isa<clang::UnaryExprOrTypeTraitExpr>(a)) return true;  // `sizeof line`: not evaluated
      if (isa<clang::CallExpr>(a) || isa<clang::StmtExpr>(a)) return false;
      if (const auto* u = dyn_cast<clang::UnaryOperator>(a); u && u->isIncrementDecrementOp()) return false;
      if (const auto* b = dyn_cast<clang::BinaryOperator>(a); b && b->isAssignmentOp()) return false;
      if (const auto* d = dyn_cast<clang::DeclRefExpr>(a))
        if (const auto* v = dyn_cast<clang::VarDecl>(d->getDecl())) {
          const bool param = isa<clang::ParmVarDecl>(v) && v->getDeclContext() == def;
          if (!param && !is_va_list(v->getType()) && in_program(sm_, v->getLocation())) return false;
        }
      for (const clang::Stmt* c : a->children())
        if (!output_only(c)) return false;
      return true;
    };
    // vsnprintf/vsprintf into def's own local array (`char line[64]`, formatted and then handed
    // on): the text is not modelled, the buffer keeps what it held; the other arguments as above.
    const std::string callee = f->getName().str();
    const bool format_into_local = callee == "vsnprintf" || callee == "vsprintf" || callee == "__vsnprintf_chk" ||
                                   callee == "__vsprintf_chk" || callee == "__builtin___vsnprintf_chk" ||
                                   callee == "__builtin___vsprintf_chk";
    for (unsigned i = 0; i < call->getNumArgs(); ++i) {
      const clang::Expr* a = call->getArg(i);
      if (i == 0 && format_into_local) {
        const auto* d = dyn_cast<clang::DeclRefExpr>(a->IgnoreParenImpCasts());
        const auto* v = d ? dyn_cast<clang::VarDecl>(d->getDecl()) : nullptr;
        if (v && v->hasLocalStorage() && !isa<clang::ParmVarDecl>(v) && v->getDeclContext() == def &&
            v->getType()->isArrayType())
          continue;
      }
      if (!output_only(a)) return false;
    }
    return true;
  }

  // Every use of def's variable arguments is such an output statement, and nothing reads them
  // with va_arg: def can be expanded like any helper, those statements as steps that do nothing
  // (a logger that also counts its lines under a lock: `log_lines++` is the program's state).
  bool va_only_output(const clang::FunctionDecl* def) const {
    std::function<bool(const clang::Stmt*)> ok = [&](const clang::Stmt* s) -> bool {
      if (!s) return true;
      if (isa<clang::VAArgExpr>(s)) return false;
      if (!names_va_list(s)) {
        for (const clang::Stmt* c : s->children())
          if (!ok(c)) return false;
        return true;
      }
      if (isa<clang::DeclStmt>(s) || isa<clang::Expr>(s)) return va_output_statement(s, def);
      if (const auto* c = dyn_cast<clang::CompoundStmt>(s)) {
        for (const clang::Stmt* child : c->body())
          if (!ok(child)) return false;
        return true;
      }
      if (const auto* i = dyn_cast<clang::IfStmt>(s))
        return !names_va_list(i->getCond()) && !i->getInit() && ok(i->getThen()) && ok(i->getElse());
      if (const auto* l = dyn_cast<clang::LabelStmt>(s)) return ok(l->getSubStmt());
      return false;  // a loop, switch or return that uses them: not modelled
    };
    return ok(def->getBody());
  }

  // ---- calls of functions the file defines -------------------------------------------------
  // Such a call is expanded where it is made: its parameters become locals of the proctype
  // (<function>_<param>) or, when the argument cannot change meanwhile, stand for the argument
  // itself; its body is translated in place; `return v` stores v in a temporary of the caller.
  const clang::FunctionDecl* expandable(const clang::CallExpr* call) const {
    const clang::FunctionDecl* callee = call->getDirectCallee();
    const clang::FunctionDecl* def = nullptr;
    if (!callee || !callee->hasBody(def) || !def || (def->isVariadic() && !va_only_output(def))) return nullptr;
    if (!in_program(sm_, def->getLocation())) return nullptr;
    // A function the script extracts as an inline (`%X -i f`) is called by name where the call
    // is a statement of its own (expr_stmt); inside an expression (`int id = f();`) it is
    // expanded here like any helper, which is what a Promela inline is: pan would otherwise
    // run the C function's stub and abort.
    if (std::find(expanding_.begin(), expanding_.end(), def) != expanding_.end() || def == root_fn_) {
      Span cs = text_.stmt_span(call, false);
      throw InputError(located(file_, cs.line,
                               "recursive call " + normalize_c(cs.text) +
                                   " cannot be expanded into the model: write a rule for it in the "
                                   "script's table (e.g. `" + def->getNameAsString() + "(...<TAB>skip`)"));
    }
    return def;
  }

  // `kref_put(&obj->ref, release);` on C data, with a release function the program defines: the
  // kernel's kref_put calls it through its pointer when the count drops to zero. Run as C in pan,
  // a release that locks, unlinks or wakes (anything but container_of and kfree) stops the search
  // at the first kernel call it makes; expanded, its statements get the rules like any helper's.
  const clang::FunctionDecl* kref_put_release(const clang::CallExpr* call) const {
    const clang::FunctionDecl* callee = call->getDirectCallee();
    if (!callee || callee->getName() != "kref_put" || call->getNumArgs() != 2) return nullptr;
    const auto* ref = dyn_cast<clang::DeclRefExpr>(call->getArg(1)->IgnoreParenImpCasts());
    const auto* fn = ref ? dyn_cast<clang::FunctionDecl>(ref->getDecl()) : nullptr;
    const clang::FunctionDecl* def = nullptr;
    if (!fn || !fn->hasBody(def) || !def || def->getNumParams() != 1 || !in_program(sm_, def->getLocation()))
      return nullptr;
    // The kref is read twice, by the decrement and by the release's binding: an argument with a
    // side effect or a call (`&next_obj()->ref`) stays the kernel's C, evaluated once.
    if (call->getArg(0)->HasSideEffects(ctx_)) return nullptr;
    if (std::find(expanding_.begin(), expanding_.end(), def) != expanding_.end() || def == root_fn_) return nullptr;
    return def;
  }

  // The decrement is the call's step (the kernel's own refcount_dec_and_test on the C count, as
  // kref_put does it; in parentheses, past refcount.pml's macro of that name); the release runs
  // expanded when it returned true, its parameter bound to the call's first argument, which is
  // what kref_put passes it.
  void expand_kref_put(const clang::CallExpr* call, const clang::FunctionDecl* release, int ind) {
    Span cs = text_.stmt_span(call, false);
    std::string cnorm = normalize_c(cs.text);
    const clang::Expr* k = call->getArg(0);
    std::string kref = text_.render_c(text_.stmt_span(k, false), k);
    std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
    temps_.push_back("int " + tmp);
    tmp = "P" + owner_ + "->" + tmp;
    check_calls(call, cs);
    ++model_.c_code_statements;
    out_.statement(ind, subst("c_code " + guard(call) + "{ " + tmp + " = (refcount_dec_and_test)(&(" + kref + ")->refcount); }"),
                   entry(cs, StmtKind::Call, cnorm, "default"));
    out_.open(ind, "if");
    out_.structural(ind, ":: c_expr { " + tmp + " } ->");
    expand_call(call, release, ind + 1, false);
    out_.structural(ind, ":: else ->");
    out_.statement(ind + 1, "skip");
    out_.structural(ind, "fi;");
  }

  // Expandable calls in e that are evaluated unconditionally, outermost first, in source order.
  // SV-COMP's `__VERIFIER_nondet_int()` (declared, never defined) inside a larger expression.
  static bool nondet_call(const clang::CallExpr* call) {
    const clang::FunctionDecl* f = call->getDirectCallee();
    return f && !f->isDefined() && f->getName().startswith("__VERIFIER_nondet_");
  }

  // The model chooses the value (select over the script's range) into a Promela local of the
  // proctype; the expression then reads it. The map entry names the call as the chosen value.
  std::string nondet_temp(const clang::CallExpr* call, int ind) {
    std::string fname = call->getDirectCallee()->getName().str();
    std::string kind = fname.substr(std::string("__VERIFIER_nondet_").size());
    long lo = model_.script->nondet_min, hi = model_.script->nondet_max;
    if (kind == "bool" || kind == "_Bool") {
      lo = 0;
      hi = 1;
    } else if (!kind.empty() && (kind[0] == 'u' || kind == "size_t" || kind == "pointer")) {
      lo = 0;
    }
    Span cs = text_.stmt_span(call, false);
    MapEntry e = entry(cs, StmtKind::Call, normalize_c(cs.text), "default");
    e.nondet = normalize_c(cs.text);
    return choose_into_temp(std::to_string(lo), std::to_string(hi), e, ind);
  }

  // A choice of the model into a new Promela local of the proctype, on one line mapped by e;
  // returns the local as c_code reads it. The start is written out: SPIN puts a label before a
  // select on its loop, past its start, so a `goto` back into a C loop would begin the choice
  // from the last value (values could only grow from pass to pass, and a fresh process's first
  // pass could not take `lo`).
  std::string choose_into_temp(const std::string& lo, const std::string& hi, const MapEntry& e, int ind) {
    const std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
    pml_temps_.push_back("int " + tmp + ";");
    out_.statement(ind, tmp + " = " + lo + "; select(" + tmp + " : " + lo + " .. " + hi + ")", e);
    return "P" + owner_ + "->" + tmp;
  }

  // A body that cannot fail, block, loop or change anything but its own locals: running it
  // when C would not (the right side of `||`) gives the same state. No calls, no pointer or
  // index accesses (`p && get(p)`), no division, no loops or jumps, no writes but to locals.
  bool harmless_body(const clang::Stmt* s) const {
    if (!s) return true;
    if (isa<clang::CallExpr>(s) || isa<clang::StmtExpr>(s) || isa<clang::ArraySubscriptExpr>(s) ||
        isa<clang::WhileStmt>(s) || isa<clang::DoStmt>(s) || isa<clang::ForStmt>(s) || isa<clang::GotoStmt>(s) ||
        isa<clang::IndirectGotoStmt>(s) || isa<clang::SwitchStmt>(s) || isa<clang::GCCAsmStmt>(s))
      return false;
    if (const auto* m = dyn_cast<clang::MemberExpr>(s))
      if (m->isArrow()) return false;
    auto local = [](const clang::Expr* e) {
      const auto* d = dyn_cast<clang::DeclRefExpr>(e->IgnoreParenImpCasts());
      const auto* v = d ? dyn_cast<clang::VarDecl>(d->getDecl()) : nullptr;
      return v && v->hasLocalStorage();
    };
    if (const auto* u = dyn_cast<clang::UnaryOperator>(s)) {
      if (u->getOpcode() == clang::UO_Deref) return false;
      if (u->isIncrementDecrementOp() && !local(u->getSubExpr())) return false;
    }
    if (const auto* b = dyn_cast<clang::BinaryOperator>(s)) {
      auto op = b->getOpcode();
      if (op == clang::BO_Div || op == clang::BO_Rem || op == clang::BO_DivAssign || op == clang::BO_RemAssign)
        return false;
      if (b->isAssignmentOp() && !local(b->getLHS())) return false;
    }
    if (const auto* e = dyn_cast<clang::Expr>(s))
      if (e->getType().isVolatileQualified()) return false;
    for (const clang::Stmt* c : s->children())
      if (!harmless_body(c)) return false;
    return true;
  }

  // Calls in a part C evaluates only sometimes (the right of `&&`/`||`, a branch of `?:`) may be
  // expanded before the test when every call there is of such a body.
  bool harmless_calls(const clang::Stmt* s) const {
    if (!s) return true;
    if (const auto* call = dyn_cast<clang::CallExpr>(s)) {
      const clang::FunctionDecl* callee = call->getDirectCallee();
      const clang::FunctionDecl* def = nullptr;
      if (!callee || !callee->hasBody(def) || !def || def->isVariadic()) return false;
      if (!in_program(sm_, def->getLocation())) return false;
      if (def == root_fn_ || std::find(expanding_.begin(), expanding_.end(), def) != expanding_.end()) return false;
      if (!harmless_body(def->getBody())) return false;
      for (const clang::Expr* a : call->arguments())  // `p && f(p->x)`: the argument is evaluated too
        if (!harmless_body(a)) return false;
    } else if (isa<clang::StmtExpr>(s)) {
      return false;
    }
    for (const clang::Stmt* c : s->children())
      if (!harmless_calls(c)) return false;
    return true;
  }

  // Each expandable call of `s`, and each `c ? a : b` whose arms hold one that cannot run
  // before the test (the conditional is then hoisted whole: hoist_conditional).
  void find_expandable(const clang::Stmt* s, std::vector<const clang::Expr*>& out) {
    if (!s || isa<clang::StmtExpr>(s)) return;
    if (const auto* call = dyn_cast<clang::CallExpr>(s))
      if (expandable(call) || nondet_call(call) || through_pointer(call)) {
        out.push_back(call);
        return;
      }
    if (const auto* b = dyn_cast<clang::BinaryOperator>(s))
      if (b->isLogicalOp()) {  // the right side runs only sometimes
        if (b->getLHS()->HasSideEffects(ctx_) || !harmless_calls(b->getRHS())) {
          std::vector<const clang::Expr*> right;
          find_expandable(b->getRHS(), right);
          if (!right.empty()) {  // hoisted whole: hoist_logical
            out.push_back(b);
            return;
          }
        }
        find_expandable(b->getLHS(), out);
        if (!b->getLHS()->HasSideEffects(ctx_) && harmless_calls(b->getRHS())) find_expandable(b->getRHS(), out);
        return;
      }
    if (const auto* c = dyn_cast<clang::AbstractConditionalOperator>(s)) {
      bool early = !c->getCond()->HasSideEffects(ctx_) && harmless_calls(c->getTrueExpr()) &&
                   harmless_calls(c->getFalseExpr());
      if (!early && isa<clang::ConditionalOperator>(c)) {
        std::vector<const clang::Expr*> arms;
        find_expandable(c->getTrueExpr(), arms);
        find_expandable(c->getFalseExpr(), arms);
        if (!arms.empty()) {
          out.push_back(c);
          return;
        }
      }
      find_expandable(c->getCond(), out);
      if (early) {
        find_expandable(c->getTrueExpr(), out);
        find_expandable(c->getFalseExpr(), out);
      }
      return;
    }
    for (const clang::Stmt* c : s->children()) find_expandable(c, out);
  }

  // Calls a rule maps inside a larger expression (`int got = pthread_mutex_trylock(&m) == 0;`,
  // `n = sem_wait(&s) + 1;`): each runs first as its rule, its result (through the rule's
  // `$R=` form) in a temporary the expression reads. Left in the c_code they were the real
  // pthread calls run by pan on the model's variables. Conditions do the same (leaf_guard).
  // A condition that is one kernel macro written as a call (`if (test_bit(BUSY, &d->flags))`,
  // `if (cmpxchg(&s->owner, 0, 1))`) whose `$R=` rule has a C form: the rule runs first into a
  // temporary the condition reads. Left to the C it expanded to machine code or a stand-in.
  // Only the whole condition: the replay's probe of a macro inside a larger condition
  // (`cmpxchg(...) != 0`) is not placed yet (the instrumented module did not build).
  void hoist_macro_rule_calls(const clang::Expr* e, int ind, std::vector<TextRenderer::Replacement>& temps) {
    const Span whole = text_.stmt_span(e, false);
    for (const clang::Expr* m : text_.outer_macro_calls(e)) {
      Span cs = text_.stmt_span(m, false);
      if (cs.begin != whole.begin || cs.last != whole.last) continue;
      bool done = false;
      for (const auto& t : temps) done = done || t.span.begin == cs.begin;
      if (done) continue;
      std::string tmp = "mk_" + tag_ + "t" + std::to_string(temp_count_ + 1);
      std::string ref = "P" + owner_ + "->" + tmp;
      std::string call_text = by_name_active_ ? text_.render_source(cs, m) : cs.text;
      std::string with_result = normalize_c(ref + "=" + call_text + ";");
      auto r = rule_for(with_result);
      if (!r || r->c_code || r->kind != RhsKind::Promela || r->captures.empty() || !has_c_form(r->promela)) continue;
      ++temp_count_;
      temps_.push_back(text_.c_type_of(m) + " " + tmp);
      apply_rule(*r, cs, m, StmtKind::Call, with_result, ind);
      temps.push_back({cs, ref, m});
    }
  }

  void hoist_rule_calls(const clang::Expr* e, int ind, std::vector<TextRenderer::Replacement>& temps) {
    for (const clang::CallExpr* call : text_.outer_calls(e)) {
      if (text_.in_macro_body(call)) continue;
      Span cs = text_.stmt_span(call, false);
      bool done = false;
      for (const auto& t : temps) done = done || t.span.begin == cs.begin;
      if (done) continue;
      std::string call_text = by_name_active_ ? text_.render_source(cs, call) : cs.text;
      std::string tmp = "mk_" + tag_ + "t" + std::to_string(temp_count_ + 1);
      std::string ref = "P" + owner_ + "->" + tmp;
      std::string with_result = normalize_c(ref + "=" + call_text + ";");
      if (auto r = rule_for(with_result);
          r && !r->c_code && r->kind == RhsKind::Promela && !r->captures.empty() &&
          has_c_form(r->promela)) {
        ++temp_count_;
        temps_.push_back(text_.c_type_of(call) + " " + tmp);
        apply_rule(*r, cs, call, StmtKind::Call, with_result, ind);
        temps.push_back({cs, ref, call});
        continue;
      }
      std::string as_stmt = normalize_c(call_text + ";");
      if (auto r = rule_for(as_stmt);
          r && !r->c_code && r->kind == RhsKind::Promela && !r->captures.empty()) {
        apply_rule(*r, cs, call, StmtKind::Call, as_stmt, ind);
        temps.push_back({cs, "0", call});
      }
    }
  }

  std::vector<TextRenderer::Replacement> hoist_calls(const clang::Expr* e, int ind) {
    std::vector<const clang::Expr*> found;
    find_expandable(e, found);
    std::vector<TextRenderer::Replacement> out;
    for (const clang::Expr* x : found) {
      if (text_.in_macro_body(x)) continue;
      if (const auto* co = dyn_cast<clang::ConditionalOperator>(x)) {
        std::string ref = hoist_conditional(co, ind);
        out.push_back({text_.stmt_span(co, false), ref.empty() ? "0" : ref, co});
        continue;
      }
      if (const auto* b = dyn_cast<clang::BinaryOperator>(x)) {
        out.push_back({text_.stmt_span(b, false), hoist_logical(b, ind), b});
        continue;
      }
      const auto* call = cast<clang::CallExpr>(x);
      if (nondet_call(call)) {
        out.push_back({text_.stmt_span(call, false), nondet_temp(call, ind), call});
        continue;
      }
      const clang::FunctionDecl* def = expandable(call);
      std::string ref = def ? expand_call(call, def, ind, !call->getType()->isVoidType())
                            : expand_indirect(call, ind, !call->getType()->isVoidType());
      out.push_back({text_.stmt_span(call, false), ref.empty() ? "0" : ref, call});
    }
    return out;
  }

  // `want ? (void *)(long)reserve() : NULL`: a call in an arm runs only when its arm is taken
  // (expanded before the test, reserve() ran for a thread that did not want it; left in the
  // c_code, pan ran the real function). The test picks a Promela branch, the arm runs there with
  // its calls expanded, and its value goes into a temporary read in the conditional's place.
  std::string hoist_conditional(const clang::ConditionalOperator* co, int ind) {
    std::string result;
    if (!co->getType()->isVoidType()) {
      std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
      temps_.push_back(text_.c_type_of(co) + " " + tmp);
      result = "P" + owner_ + "->" + tmp;
    }
    Guard g = leaf_guard(strip(co->getCond()), ind);
    out_.open(ind, "if");
    out_.structural(ind, ":: " + g.yes + " ->", guard_entry(g, "true"));
    conditional_arm(co->getTrueExpr(), result, ind + 1);
    out_.structural(ind, ":: " + g.no + " ->", guard_entry(g, "false"));
    conditional_arm(co->getFalseExpr(), result, ind + 1);
    out_.structural(ind, "fi;");
    return result;
  }

  // `lookup(10) >= 0 && lookup(20) >= 0` in an expression (an assert, an initialiser): the right
  // side runs only when the left side lets it, so its calls cannot run first, and left in the
  // c_code pan ran the aborting stand-in of a function the model expands (the search died). The
  // left side picks a Promela branch, the right side runs in its branch with its calls expanded,
  // and the value (0 or 1) goes into a temporary read in the operator's place.
  std::string hoist_logical(const clang::BinaryOperator* b, int ind) {
    std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
    temps_.push_back("int " + tmp);
    const std::string result = "P" + owner_ + "->" + tmp;
    const bool conj = b->getOpcode() == clang::BO_LAnd;
    Guard g = leaf_guard(strip(b->getLHS()), ind);
    const Span left = text_.stmt_span(b->getLHS(), false);
    auto decided = [&](int at) {  // the left side alone gives the value
      out_.statement(at, std::string("c_code { ") + result + " = " + (conj ? "0" : "1") + "; }",
                     entry(left, StmtKind::Other, normalize_c(left.text), "default"));
    };
    out_.open(ind, "if");
    out_.structural(ind, ":: " + g.yes + " ->", guard_entry(g, "true"));
    if (conj) conditional_arm(b->getRHS(), result, ind + 1, true);
    else decided(ind + 1);
    out_.structural(ind, ":: " + g.no + " ->", guard_entry(g, "false"));
    if (conj) decided(ind + 1);
    else conditional_arm(b->getRHS(), result, ind + 1, true);
    out_.structural(ind, "fi;");
    return result;
  }

  void conditional_arm(const clang::Expr* arm, const std::string& result, int ind, bool truth = false) {
    const size_t before = out_.lines().size();
    auto temps = hoist_calls(arm, ind);
    Span as = text_.stmt_span(arm, false);
    std::string norm = normalize_c(by_name_active_ ? text_.render_source(as, arm) : as.text);
    bool whole = temps.size() == 1 && temps.front().span.macro.empty() &&
                 temps.front().span.text.size() == as.text.size();
    if (!result.empty() || (!whole && arm->HasSideEffects(ctx_))) {
      check_calls(arm, as);
      std::string value = subst(text_.render_c(as, arm, temps));
      out_.statement(ind, "c_code " + (temps.empty() ? guard(arm) : std::string()) + "{ " +
                              (result.empty() ? "(void)(" + value + ")"
                                              : result + " = " + (truth ? "((" + value + ") != 0)" : "(" + value + ")")) +
                              "; }",
                     entry(as, StmtKind::Other, norm, "default"));
    } else if (out_.lines().size() == before) {
      out_.statement(ind, "skip", entry(as, StmtKind::Other, norm, "default"));
    }
  }

  // A parameter can stand for its argument when the callee never changes it and the argument
  // names nothing another thread could change: constants, the caller's locals, addresses of
  // objects indexed by those.
  bool stable_arg(const clang::Expr* a) const {
    a = a->IgnoreParenImpCasts();
    if (isa<clang::IntegerLiteral>(a) || isa<clang::CharacterLiteral>(a) || isa<clang::StringLiteral>(a) ||
        isa<clang::GNUNullExpr>(a))
      return true;
    if (const auto* c = dyn_cast<clang::CStyleCastExpr>(a)) return stable_arg(c->getSubExpr());
    if (const auto* d = dyn_cast<clang::DeclRefExpr>(a)) {
      if (isa<clang::EnumConstantDecl>(d->getDecl()) || isa<clang::FunctionDecl>(d->getDecl())) return true;
      const auto* v = dyn_cast<clang::VarDecl>(d->getDecl());
      return v && !v->hasGlobalStorage() && !v->getType()->isArrayType();
    }
    if (const auto* u = dyn_cast<clang::UnaryOperator>(a))
      if (u->getOpcode() == clang::UO_AddrOf) return stable_address(u->getSubExpr());
    return false;
  }
  bool stable_address(const clang::Expr* lv) const {
    lv = lv->IgnoreParenImpCasts();
    if (const auto* d = dyn_cast<clang::DeclRefExpr>(lv)) return isa<clang::VarDecl>(d->getDecl());
    if (const auto* m = dyn_cast<clang::MemberExpr>(lv))
      return m->isArrow() ? stable_arg(m->getBase()) : stable_address(m->getBase());
    if (const auto* s = dyn_cast<clang::ArraySubscriptExpr>(lv)) {
      const clang::Expr* base = s->getBase()->IgnoreParenImpCasts();
      bool base_ok = base->getType()->isArrayType() ? stable_address(base) : stable_arg(base);
      return base_ok && stable_arg(s->getIdx());
    }
    return false;
  }
  static bool changes(const clang::Stmt* s, const clang::VarDecl* v) {
    if (!s) return false;
    auto names = [&](const clang::Expr* e) {
      const auto* d = dyn_cast<clang::DeclRefExpr>(e->IgnoreParenImpCasts());
      return d && d->getDecl() == v;
    };
    if (const auto* b = dyn_cast<clang::BinaryOperator>(s))
      if (b->isAssignmentOp() && names(b->getLHS())) return true;
    if (const auto* u = dyn_cast<clang::UnaryOperator>(s))
      if ((u->isIncrementDecrementOp() || u->getOpcode() == clang::UO_AddrOf) && names(u->getSubExpr())) return true;
    for (const clang::Stmt* c : s->children())
      if (changes(c, v)) return true;
    return false;
  }

  int atomic_depth_ = 0;

  // ---- calls through function pointers ------------------------------------------------------
  // The possible targets: functions of the file with the pointer's number of parameters whose
  // address the program takes somewhere (a struct of callbacks, `pf = f1`). A call through a
  // struct field (`ops->release(...)`) can reach only the functions stored into that field
  // (an initialiser, `s.f = g`) and those whose address escapes elsewhere (an argument, a
  // variable): a kernel file's `file_operations.release` is never called as `proc_ops.proc_release`.
  // A field written any other way (`s.f = pf`, `&s.f`) may hold any of them.
  struct FnRefs {
    std::set<const clang::FunctionDecl*> all, escaped;
    std::map<const clang::FieldDecl*, std::set<const clang::FunctionDecl*>> in_field;
    std::set<const clang::FieldDecl*> open_fields;
  };
  mutable std::optional<FnRefs> fn_refs_;
  mutable std::map<const clang::FunctionDecl*, std::set<const clang::FunctionDecl*>> direct_callees_;

  static const clang::FunctionDecl* fn_value(const clang::Expr* e) {
    if (!e) return nullptr;
    e = e->IgnoreParenCasts();
    if (const auto* u = dyn_cast<clang::UnaryOperator>(e); u && u->getOpcode() == clang::UO_AddrOf)
      e = u->getSubExpr()->IgnoreParenCasts();
    if (const auto* d = dyn_cast<clang::DeclRefExpr>(e))
      if (const auto* f = dyn_cast<clang::FunctionDecl>(d->getDecl())) return f;
    return nullptr;
  }

  const FnRefs& fn_refs() const {
    if (!fn_refs_) {
      fn_refs_.emplace();
      struct Refs : clang::RecursiveASTVisitor<Refs> {
        clang::ASTContext* ctx = nullptr;
        FnRefs* out = nullptr;
        std::set<const clang::DeclRefExpr*> callees, stored;
        std::set<const clang::InitListExpr*> seen_lists;
        // A value stored into field f: a function (remembered), null, or anything else (f is open).
        void store(const clang::FieldDecl* f, const clang::Expr* v) {
          if (!f || !v) return;
          const clang::Expr* bare = v->IgnoreParenCasts();
          if (const clang::FunctionDecl* fn = fn_value(v)) {
            const auto* d = dyn_cast<clang::DeclRefExpr>(bare);
            if (!d) d = dyn_cast<clang::DeclRefExpr>(cast<clang::UnaryOperator>(bare)->getSubExpr()->IgnoreParenCasts());
            stored.insert(d);
            if (const clang::FunctionDecl* def = fn->getDefinition()) out->in_field[f].insert(def);
            return;
          }
          if (isa<clang::ImplicitValueInitExpr>(bare) || isa<clang::InitListExpr>(bare)) return;
          if (v->isNullPointerConstant(*ctx, clang::Expr::NPC_ValueDependentIsNotNull)) return;
          if (f->getType()->isPointerType() || f->getType()->isFunctionPointerType()) out->open_fields.insert(f);
        }
        bool VisitCallExpr(clang::CallExpr* c) {
          if (const auto* d = dyn_cast<clang::DeclRefExpr>(c->getCallee()->IgnoreParenImpCasts())) callees.insert(d);
          return true;
        }
        bool VisitInitListExpr(clang::InitListExpr* l) {
          const clang::InitListExpr* sem = l->isSemanticForm() ? l : l->getSemanticForm();
          if (!sem || !seen_lists.insert(sem).second) return true;
          const auto* rt = sem->getType()->getAs<clang::RecordType>();
          if (!rt) return true;
          const clang::RecordDecl* rd = rt->getDecl();
          if (rd->isUnion()) {
            if (sem->getNumInits() == 1) store(sem->getInitializedFieldInUnion(), sem->getInit(0));
            return true;
          }
          unsigned i = 0;
          for (const clang::FieldDecl* f : rd->fields()) {
            if (f->isUnnamedBitfield()) continue;
            if (i >= sem->getNumInits()) break;
            store(f, sem->getInit(i++));
          }
          return true;
        }
        bool VisitBinaryOperator(clang::BinaryOperator* b) {
          if (b->getOpcode() == clang::BO_Assign)
            if (const auto* m = dyn_cast<clang::MemberExpr>(b->getLHS()->IgnoreParenImpCasts()))
              store(dyn_cast<clang::FieldDecl>(m->getMemberDecl()), b->getRHS());
          return true;
        }
        bool VisitUnaryOperator(clang::UnaryOperator* u) {
          if (u->getOpcode() == clang::UO_AddrOf)
            if (const auto* m = dyn_cast<clang::MemberExpr>(u->getSubExpr()->IgnoreParenImpCasts()))
              if (const auto* f = dyn_cast<clang::FieldDecl>(m->getMemberDecl())) out->open_fields.insert(f);
          return true;
        }
        bool VisitDeclRefExpr(clang::DeclRefExpr* d) {
          if (const auto* f = dyn_cast<clang::FunctionDecl>(d->getDecl()); f && !callees.count(d))
            if (const clang::FunctionDecl* def = f->getDefinition()) {
              out->all.insert(def);
              if (!stored.count(d)) out->escaped.insert(def);
            }
          return true;
        }
      } refs;
      refs.ctx = &ctx_;
      refs.out = &*fn_refs_;
      // Pre-order: a call, an initialiser or an assignment is visited before the function
      // reference inside it, so direct callees and stored values are known when it is seen.
      refs.TraverseDecl(ctx_.getTranslationUnitDecl());
    }
    return *fn_refs_;
  }

  // The functions of the file a call through a pointer may reach, before the parameter check.
  std::set<const clang::FunctionDecl*> pointer_values(const clang::CallExpr* call) const {
    const clang::Expr* callee = call->getCallee()->IgnoreParenImpCasts();
    if (const auto* u = dyn_cast<clang::UnaryOperator>(callee); u && u->getOpcode() == clang::UO_Deref)
      callee = u->getSubExpr()->IgnoreParenImpCasts();
    if (auto v = values_of(callee, true)) return *v;
    return fn_refs().all;
  }
  // What e may hold when it is a function, null, a closed field, or a local variable that is
  // given only such values (`read = pde->proc_ops->proc_read; read(...)`); nullopt when unknown.
  std::optional<std::set<const clang::FunctionDecl*>> values_of(const clang::Expr* e, bool follow_local) const {
    const FnRefs& r = fn_refs();
    std::set<const clang::FunctionDecl*> out;
    if (!e) return std::nullopt;
    e = e->IgnoreParenCasts();
    if (const clang::FunctionDecl* f = fn_value(e)) {
      if (const clang::FunctionDecl* def = f->getDefinition()) out.insert(def);
      return out;
    }
    if (e->isNullPointerConstant(ctx_, clang::Expr::NPC_ValueDependentIsNotNull)) return out;
    if (const auto* m = dyn_cast<clang::MemberExpr>(e)) {
      const auto* f = dyn_cast<clang::FieldDecl>(m->getMemberDecl());
      if (!f || r.open_fields.count(f)) return std::nullopt;
      out = r.escaped;
      if (auto it = r.in_field.find(f); it != r.in_field.end()) out.insert(it->second.begin(), it->second.end());
      return out;
    }
    const auto* d = dyn_cast<clang::DeclRefExpr>(e);
    const auto* v = d ? dyn_cast<clang::VarDecl>(d->getDecl()) : nullptr;
    if (!follow_local || !v || !v->hasLocalStorage() || isa<clang::ParmVarDecl>(v)) return std::nullopt;
    const auto* owner = dyn_cast_or_null<clang::FunctionDecl>(v->getParentFunctionOrMethod());
    if (!owner || !owner->hasBody()) return std::nullopt;
    // Every value the variable is given in its function; its address taken: unknown.
    struct Writes : clang::RecursiveASTVisitor<Writes> {
      const clang::VarDecl* var = nullptr;
      std::vector<const clang::Expr*> values;
      bool escapes = false;
      bool names(const clang::Expr* x) const {
        const auto* r = dyn_cast<clang::DeclRefExpr>(x->IgnoreParenImpCasts());
        return r && r->getDecl() == var;
      }
      bool VisitBinaryOperator(clang::BinaryOperator* b) {
        if (b->isAssignmentOp() && names(b->getLHS())) {
          if (b->getOpcode() == clang::BO_Assign) values.push_back(b->getRHS());
          else escapes = true;
        }
        return true;
      }
      bool VisitUnaryOperator(clang::UnaryOperator* u) {
        if ((u->getOpcode() == clang::UO_AddrOf || u->isIncrementDecrementOp()) && names(u->getSubExpr())) escapes = true;
        return true;
      }
    } w;
    w.var = v;
    w.TraverseStmt(owner->getBody());
    if (w.escapes) return std::nullopt;
    if (v->hasInit()) w.values.push_back(v->getInit());
    for (const clang::Expr* x : w.values) {
      auto vals = values_of(x, false);
      if (!vals) return std::nullopt;
      out.insert(vals->begin(), vals->end());
    }
    return out;
  }

  // Functions of the file f calls directly and that would be expanded.
  const std::set<const clang::FunctionDecl*>& direct_callees(const clang::FunctionDecl* f) const {
    auto [it, fresh] = direct_callees_.try_emplace(f);
    if (fresh) {
      struct Calls : clang::RecursiveASTVisitor<Calls> {
        std::set<const clang::FunctionDecl*>* out = nullptr;
        bool VisitCallExpr(clang::CallExpr* c) {
          if (const clang::FunctionDecl* d = c->getDirectCallee())
            if (const clang::FunctionDecl* def = d->getDefinition()) out->insert(def);
          return true;
        }
      } calls;
      calls.out = &it->second;
      calls.TraverseStmt(f->getBody());
    }
    return it->second;
  }
  // Whether expanding f would call (directly, through functions the file defines) one that is
  // being expanded: through a pointer that is only a possibility, so f is left out of the options
  // and the call stops the search if the pointer does hold f.
  bool reaches_expanding(const clang::FunctionDecl* f) const {
    std::set<const clang::FunctionDecl*> seen;
    std::vector<const clang::FunctionDecl*> todo{f};
    while (!todo.empty()) {
      const clang::FunctionDecl* g = todo.back();
      todo.pop_back();
      if (!seen.insert(g).second) continue;
      if (g == root_fn_ || std::find(expanding_.begin(), expanding_.end(), g) != expanding_.end()) return true;
      auto mode = model_.extracted.find(g->getNameAsString());
      if (g != f && mode != model_.extracted.end() && mode->second == ExtractMode::Inline) continue;
      for (const clang::FunctionDecl* c : direct_callees(g))
        if (in_program(sm_, c->getLocation())) todo.push_back(c);
    }
    return false;
  }

  // Return types a pointer's call could be made with (C's casts aside): void, a pointer, a
  // number, a struct (a thread's `void *worker(void *)` is no `int (*)(int)`).
  static bool same_kind(clang::QualType a, clang::QualType b) {
    auto kind = [](clang::QualType t) {
      t = t.getCanonicalType();
      if (t->isVoidType()) return 0;
      if (t->isPointerType()) return 1;
      if (t->isArithmeticType() || t->isEnumeralType()) return 2;
      return 3;
    };
    return kind(a) == kind(b);
  }
  // Candidates of a call through a pointer: {expanded in place, left out as recursive}.
  std::pair<std::vector<const clang::FunctionDecl*>, std::vector<const clang::FunctionDecl*>> fn_candidates(
      const clang::CallExpr* call) const {
    std::vector<const clang::FunctionDecl*> out, recursive;
    if (call->getDirectCallee()) return {out, recursive};
    clang::QualType t = call->getCallee()->IgnoreParenImpCasts()->getType();
    if (const auto* p = t->getAs<clang::PointerType>()) t = p->getPointeeType();
    const auto* ft = t->getAs<clang::FunctionType>();
    if (!ft) return {out, recursive};
    // A pointer declared without a prototype (`void (*g)();`) says nothing of the parameters:
    // the call's arguments give their number, as the target's definition must.
    const auto* proto = t->getAs<clang::FunctionProtoType>();
    unsigned params = proto ? proto->getNumParams() : call->getNumArgs();
    for (const clang::FunctionDecl* f : pointer_values(call))
      if (f->getNumParams() == params && !f->isVariadic() &&
          in_program(sm_, f->getLocation()) &&
          same_kind(f->getReturnType(), ft->getReturnType()))
        (reaches_expanding(f) ? recursive : out).push_back(f);
    auto by_place = [this](const clang::FunctionDecl* a, const clang::FunctionDecl* b) {
      return sm_.isBeforeInTranslationUnit(a->getLocation(), b->getLocation());
    };
    std::sort(out.begin(), out.end(), by_place);
    std::sort(recursive.begin(), recursive.end(), by_place);
    return {out, recursive};
  }
  bool through_pointer(const clang::CallExpr* call) const {
    auto [targets, recursive] = fn_candidates(call);
    return !targets.empty() || !recursive.empty();
  }
  // One option per target: the pointer is compared with the target's stub in pan, and the
  // target is expanded in place; a pointer to none of them (null, or a function the model does
  // not have) stops the search with a message naming the call, never a silent step. The choice
  // is the call's step (kind call, not condition): the real program has no condition there, the
  // replay's switch point goes before the call, and the callee's own steps show where it went.
  std::string expand_indirect(const clang::CallExpr* call, int ind, bool want_value) {
    auto [targets, recursive] = fn_candidates(call);
    Span cs = text_.stmt_span(call, false);
    const clang::Expr* callee = call->getCallee()->IgnoreParenImpCasts();
    if (const auto* u = dyn_cast<clang::UnaryOperator>(callee); u && u->getOpcode() == clang::UO_Deref)
      callee = u->getSubExpr()->IgnoreParenImpCasts();
    Span fs = text_.stmt_span(callee, false);
    std::string fp = text_.render_c(fs, callee);
    std::string result;
    if (want_value && !call->getType()->isVoidType()) {
      result = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
      temps_.push_back(text_.c_type_of(call) + " " + result);
      result = "P" + owner_ + "->" + result;
    }
    std::string end = new_label("fpend");
    std::string cnorm = normalize_c(cs.text);
    model_.uses_cmem = true;
    int where = site(call);
    out_.open(ind, "if");
    // The guards choose the target: the call's first step, before its arguments are evaluated
    // (the binding, when there is one, comes after them: part of the same pass of the statement).
    MapEntry dispatch = entry(cs, StmtKind::Call, cnorm, "default");
    dispatch.part = "dispatch";
    for (const clang::FunctionDecl* t : targets) {
      std::string stub = fn_stub_name(model_, ctx_, t);
      ++model_.c_code_statements;
      out_.structural(ind, ":: c_expr { " + cexpr_text("(" + fp + ") == " + stub) + " } ->", dispatch);
      expand_call(call, t, ind + 1, want_value, result);
      out_.statement(ind + 1, "goto " + end);
    }
    for (const clang::FunctionDecl* t : recursive) {
      ++model_.c_code_statements;
      out_.structural(ind, ":: c_expr { " + cexpr_text("(" + fp + ") == " + fn_stub_name(model_, ctx_, t)) + " } ->",
                      dispatch);
      out_.statement(ind + 1, "c_code { mokert_report(\"recursive call through a pointer (to " + t->getNameAsString() +
                                  ") is not in the model\", " + std::to_string(where) + "); abort(); }");
    }
    out_.structural(ind, ":: else ->", dispatch);
    out_.statement(ind + 1, "c_code { mokert_report(\"call through a pointer to no function the model has\", " +
                                std::to_string(where) + "); abort(); }");
    out_.structural(ind, "fi;");
    out_.label(end);
    return result;
  }

  std::string expand_call(const clang::CallExpr* call, const clang::FunctionDecl* def, int ind, bool want_value,
                          const std::string& result_ref = "") {
    Span cs = text_.stmt_span(call, false);
    std::string cnorm = normalize_c(cs.text);
    // Arguments: nested expandable calls first, then one step that passes the values.
    std::vector<TextRenderer::Replacement> inner;
    for (const clang::Expr* a : call->arguments()) {
      auto r = hoist_calls(a, ind);
      inner.insert(inner.end(), r.begin(), r.end());
    }
    // `take(next_slot++)`: the increment is a load and a store of its own before the binding.
    if (inner.empty())
      for (const clang::Expr* a : call->arguments()) hoist_shared_increments(a, ind, inner, true);
    std::string fname = def->getNameAsString();
    // SV-COMP: a function named __VERIFIER_atomic_* runs as one atomic step, its argument
    // passing included.
    bool atomic_fn = fname.rfind("__VERIFIER_atomic_", 0) == 0 && atomic_depth_ == 0;
    if (atomic_fn) {
      out_.open(ind, "atomic {");
      ++atomic_depth_;
    }
    size_t atomic_start = out_.lines().size();
    std::string saved_var_tag = var_tag_;
    var_tag_ = fname + "_";
    std::string assigns;
    std::vector<std::pair<const clang::VarDecl*, PmlVar>> bound;
    for (unsigned i = 0; i < def->getNumParams() && i < call->getNumArgs(); ++i) {
      const clang::ParmVarDecl* p = def->getParamDecl(i);
      const clang::Expr* a = call->getArg(i);
      Span as = text_.stmt_span(a, false);
      if (p->getName().empty()) continue;
      // By name only when the argument already has the parameter's type: `hit(p)` with a void *p
      // for a struct ctx * parameter needs C's conversion (p->mu would not compile).
      bool same_type = ctx_.hasSameUnqualifiedType(p->getType(), a->IgnoreParenImpCasts()->getType());
      if (inner.empty() && same_type && stable_arg(a) && !changes(def->getBody(), p) && !text_.in_macro_body(a)) {
        PmlVar v;
        v.by_name = by_name_active_ ? normalize_c(text_.render_source(as, a)) : normalize_c(as.text);
        v.c_ref = "(" + text_.render_c(as, a) + ")";
        auto pv = text_.render_promela(as, a);
        v.promela = pv.has_value();
        v.name = pv ? "(" + *pv + ")" : v.by_name;
        v.type = "by-name";
        bound.emplace_back(p, v);
        continue;
      }
      auto real = param_vars_.find(p);
      if (real == param_vars_.end()) {
        locals_.erase(p);
        real = param_vars_.emplace(p, local_var(p)).first;
      }
      bound.emplace_back(p, real->second);
      assigns += real->second.c_ref + " = " + text_.render_c(as, a, inner) + "; ";
    }
    var_tag_ = saved_var_tag;
    if (!assigns.empty()) {
      assigns.pop_back();
      check_calls(call, cs);
      out_.statement(ind, subst("c_code " + guard(call) + "{ " + assigns + " }"),
                     entry(cs, StmtKind::Call, cnorm, "default"));
    }
    std::string result = result_ref;
    if (result.empty() && want_value && !def->getReturnType()->isVoidType()) {
      result = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
      temps_.push_back(text_.c_type_of(call) + " " + result);
      result = "P" + owner_ + "->" + result;
    }
    // Switch to the callee, translate its body, switch back.
    struct Saved {
      const clang::FunctionDecl* fn;
      std::string fname, file, tag, var_tag, ret_ref, ret_label;
      bool used_ret;
      std::vector<std::string> brk, cont;
      bool by_name;
      std::vector<std::string> by_name_params;
    } saved{fn_, fname_, file_, tag_, var_tag_, ret_ref_, ret_label_, used_ret_label_, break_, continue_,
            by_name_active_, by_name_params_};
    expanding_.push_back(def);
    fn_ = def;
    fname_ = fname;
    file_ = std::filesystem::absolute(program_file_name(sm_, def->getLocation()))
                .lexically_normal()
                .string();
    tag_ = fname + std::to_string(++expansion_count_) + "_";
    var_tag_ = fname + "_";
    ret_ref_ = result;
    ret_label_ = "mk_" + tag_ + "ret";
    used_ret_label_ = false;
    break_.clear();
    continue_.clear();
    for (auto& [p, v] : bound) {
      locals_[p] = v;
      if (!v.by_name.empty()) {
        by_name_active_ = true;
        by_name_params_.push_back(p->getNameAsString());
      }
    }
    register_globals(def->getBody());
    call_sites_.push_back(call->getBeginLoc());
    stmt(def->getBody(), ind);
    call_sites_.pop_back();
    if (used_ret_label_) out_.label(ret_label_);
    if (atomic_fn) {
      bool empty = true;
      for (size_t i = atomic_start; i < out_.lines().size(); ++i)
        if (out_.lines()[i].text.rfind("/*", 0) != 0) empty = false;
      if (empty) out_.statement(ind, "skip");
      out_.structural(ind, "}");
      --atomic_depth_;
    }
    expanding_.pop_back();
    fn_ = saved.fn;
    fname_ = saved.fname;
    file_ = saved.file;
    tag_ = saved.tag;
    var_tag_ = saved.var_tag;
    ret_ref_ = saved.ret_ref;
    ret_label_ = saved.ret_label;
    used_ret_label_ = saved.used_ret;
    break_ = saved.brk;
    continue_ = saved.cont;
    by_name_active_ = saved.by_name;
    by_name_params_ = saved.by_name_params;
    return result;
  }

  // ---- shared-variable atomicity ------------------------------------------------------------
  // Memory other threads may touch: a global more than one thread uses, or anything reached
  // through a pointer (the translator cannot tell whose memory it is).
  bool shared_access(const clang::Expr* e) const {
    e = e->IgnoreParenImpCasts();
    if (const auto* d = dyn_cast<clang::DeclRefExpr>(e)) {
      const auto* v = dyn_cast<clang::VarDecl>(d->getDecl());
      return v && v->hasGlobalStorage() && v->getTLSKind() == clang::VarDecl::TLS_None &&
             model_.shared.count(v->getNameAsString());
    }
    if (const auto* m = dyn_cast<clang::MemberExpr>(e)) return m->isArrow() || shared_access(m->getBase());
    if (const auto* u = dyn_cast<clang::UnaryOperator>(e)) return u->getOpcode() == clang::UO_Deref;
    if (const auto* a = dyn_cast<clang::ArraySubscriptExpr>(e)) {
      const clang::Expr* base = a->getBase()->IgnoreParenImpCasts();
      return !base->getType()->isArrayType() || shared_access(base);
    }
    return false;
  }
  bool reads_shared(const clang::Stmt* s) const {
    if (!s || isa<clang::UnaryExprOrTypeTraitExpr>(s)) return false;
    if (const auto* e = dyn_cast<clang::Expr>(s)) {
      if (const auto* u = dyn_cast<clang::UnaryOperator>(e->IgnoreParens()))
        if (u->getOpcode() == clang::UO_AddrOf) return false;  // &x reads no memory
      if (shared_access(e)) return true;
    }
    for (const clang::Stmt* c : s->children())
      if (reads_shared(c)) return true;
    return false;
  }

  // `counter++`, `x = x + 1`, `i += j` on shared memory: the load and the store are two steps,
  // as on a real machine, so another thread can run in between (a lost update is found).
  // Side effects of e beyond the parts already run and replaced by a temporary (a hoisted call).
  bool side_effects_beyond(const clang::Expr* e, const std::vector<TextRenderer::Replacement>& temps) const {
    if (temps.empty()) return e->HasSideEffects(ctx_);
    const Span es = text_.stmt_span(e, false);
    for (const auto& t : temps)
      if (t.span.begin == es.begin && t.span.last == es.last) return false;
    if (isa<clang::CallExpr>(e) || isa<clang::StmtExpr>(e) || isa<clang::CompoundAssignOperator>(e)) return true;
    if (const auto* u = dyn_cast<clang::UnaryOperator>(e); u && u->isIncrementDecrementOp()) return true;
    if (const auto* b = dyn_cast<clang::BinaryOperator>(e); b && b->isAssignmentOp()) return true;
    if (e->getType().isVolatileQualified()) return true;
    for (const clang::Stmt* c : e->children())
      if (const auto* ce = dyn_cast_or_null<clang::Expr>(c); ce && side_effects_beyond(ce, temps)) return true;
    return false;
  }

  // The memory an atomic operation reads (<stdatomic.h>'s, GCC's __atomic_* and __sync_*
  // builtins): its pointer operand; null for anything else.
  static const clang::Expr* atomic_operand(const clang::Stmt* s) {
    if (const auto* a = dyn_cast_or_null<clang::AtomicExpr>(s)) return a->getPtr();
    if (const auto* call = dyn_cast_or_null<clang::CallExpr>(s))
      if (call->getBuiltinCallee() != 0 && call->getNumArgs() > 0)
        if (const auto* f = call->getDirectCallee())
          if (f->getName().startswith("__sync_") || f->getName().startswith("__atomic_")) return call->getArg(0);
    return nullptr;
  }
  // Whether an atomic operation reads shared memory: `&x` of a shared x, or memory through a
  // pointer (`&p->refs`, a pointer parameter).
  bool atomic_reads_shared(const clang::Stmt* s) const {
    const clang::Expr* ptr = atomic_operand(s);
    if (!ptr) return false;
    ptr = ptr->IgnoreParenImpCasts();
    if (const auto* u = dyn_cast<clang::UnaryOperator>(ptr); u && u->getOpcode() == clang::UO_AddrOf)
      return shared_access(u->getSubExpr());
    return true;
  }

  // A shared read left in s once the parts run first are read from their temporaries
  // (`seen = (total += 2)` reads nothing shared after the hoisted compound assignment).
  // An atomic operation on shared memory is a shared read too: `x = __sync_fetch_and_add(&x, 0)
  // + 1` is an atomic read then a plain store, and as one step its lost update was proved away.
  bool reads_shared_beyond(const clang::Stmt* s, const std::vector<TextRenderer::Replacement>& temps) const {
    if (!s || hoisted_.count(s)) return false;
    if (const auto* e = dyn_cast<clang::Expr>(s)) {
      if (!temps.empty()) {
        const Span es = text_.stmt_span(e, false);
        for (const auto& t : temps)
          if (t.span.begin == es.begin && t.span.last == es.last) return false;
      }
      if (isa<clang::UnaryExprOrTypeTraitExpr>(e)) return false;
      if (atomic_reads_shared(e)) return true;
      if (const auto* u = dyn_cast<clang::UnaryOperator>(e->IgnoreParens()))
        if (u->getOpcode() == clang::UO_AddrOf) return false;
      if (shared_access(e)) return true;
    }
    for (const clang::Stmt* c : s->children())
      if (reads_shared_beyond(c, temps)) return true;
    return false;
  }

  bool split_shared(const Span& span, const clang::Expr* e, StmtKind kind, const std::string& norm, int ind,
                    const std::vector<TextRenderer::Replacement>& temps = {}) {
    e = e->IgnoreParens();
    if (hoisted_.count(e)) return false;  // `INC(count);`: the whole statement was split already
    const clang::Expr* lhs = nullptr;
    const clang::Expr* rhs = nullptr;
    std::string op;
    if (const auto* b = dyn_cast<clang::BinaryOperator>(e)) {
      if (!b->isAssignmentOp()) return false;
      lhs = b->getLHS();
      rhs = b->getRHS();
      if (b->isCompoundAssignmentOp()) {
        op = clang::BinaryOperator::getOpcodeStr(b->getOpcode()).str();
        op.pop_back();
      }
    } else if (const auto* u = dyn_cast<clang::UnaryOperator>(e)) {
      if (!u->isIncrementDecrementOp()) return false;
      lhs = u->getSubExpr();
      op = u->isIncrementOp() ? "+" : "-";
    } else if (const auto* a = dyn_cast<clang::AtomicExpr>(e->IgnoreParenCasts())) {
      return split_atomic_value(span, a, kind, norm, ind, temps);
    } else {
      return false;
    }
    if (side_effects_beyond(lhs, temps)) return false;
    if (lhs->getType()->isRecordType() || lhs->getType()->isArrayType()) return false;
    // `hits++` or `hits += 2` on an _Atomic object is one atomic read-modify-write in C.
    if (!op.empty() && lhs->getType()->isAtomicType()) return false;
    if (!shared_access(lhs) || !(!op.empty() || reads_shared_beyond(rhs, temps))) return false;
    std::string l = text_.render_c(text_.stmt_span(lhs, false), lhs, temps);
    std::string value;
    if (!rhs)
      value = l + " " + op + " 1";
    else if (op.empty())
      value = text_.render_c(text_.stmt_span(rhs, false), rhs, temps);
    else
      value = l + " " + op + " (" + text_.render_c(text_.stmt_span(rhs, false), rhs, temps) + ")";
    std::string ref = split_temp(lhs);
    check_calls(e, span);
    load_and_store(span, kind, norm, rhs ? static_cast<const clang::Stmt*>(e) : lhs, lhs, ref + " = " + value,
                   l + " = " + ref, ind);
    return true;
  }

  // Clang counts every atomic operation as a side effect; an atomic load writes nothing.
  static bool writes_besides_atomic_loads(const clang::Stmt* s) {
    if (!s || isa<clang::UnaryExprOrTypeTraitExpr>(s)) return false;
    if (const auto* a = dyn_cast<clang::AtomicExpr>(s)) {
      if (a->getOp() != clang::AtomicExpr::AO__c11_atomic_load && a->getOp() != clang::AtomicExpr::AO__atomic_load_n)
        return true;
      return writes_besides_atomic_loads(a->getPtr()) || writes_besides_atomic_loads(a->getOrder());
    }
    if (isa<clang::CallExpr>(s) || isa<clang::StmtExpr>(s)) return true;
    if (const auto* b = dyn_cast<clang::BinaryOperator>(s); b && b->isAssignmentOp()) return true;
    if (const auto* u = dyn_cast<clang::UnaryOperator>(s); u && u->isIncrementDecrementOp()) return true;
    for (const clang::Stmt* c : s->children())
      if (writes_besides_atomic_loads(c)) return true;
    return false;
  }

  // `atomic_store(&c, atomic_load(&c) + 1)`: the value is read (an atomic load of shared memory,
  // a plain read) before the atomic store, exchange or read-modify-write takes it, so another
  // thread can run in between. The value is the load step, into a temporary; the operation with
  // the temporary in its place is the store. As one step the lost update was proved away.
  bool split_atomic_value(const Span& span, const clang::AtomicExpr* a, StmtKind kind, const std::string& norm,
                          int ind, const std::vector<TextRenderer::Replacement>& temps) {
    switch (a->getOp()) {
      case clang::AtomicExpr::AO__c11_atomic_store:
      case clang::AtomicExpr::AO__c11_atomic_exchange:
      case clang::AtomicExpr::AO__c11_atomic_fetch_add:
      case clang::AtomicExpr::AO__c11_atomic_fetch_sub:
      case clang::AtomicExpr::AO__c11_atomic_fetch_and:
      case clang::AtomicExpr::AO__c11_atomic_fetch_or:
      case clang::AtomicExpr::AO__c11_atomic_fetch_xor:
      case clang::AtomicExpr::AO__atomic_store_n:
      case clang::AtomicExpr::AO__atomic_exchange_n:
      case clang::AtomicExpr::AO__atomic_fetch_add:
      case clang::AtomicExpr::AO__atomic_fetch_sub:
      case clang::AtomicExpr::AO__atomic_add_fetch:
      case clang::AtomicExpr::AO__atomic_sub_fetch:
        break;
      default:
        return false;
    }
    if (!temps.empty()) return false;
    const clang::Expr* val = a->getVal1();
    if (!val || writes_besides_atomic_loads(val) || !reads_shared_beyond(val, temps)) return false;
    if (writes_besides_atomic_loads(a->getPtr())) return false;
    // The value's own text in the file (an argument of atomic_store's use, itself a macro's use).
    const auto vr = clang::Lexer::makeFileCharRange(clang::CharSourceRange::getTokenRange(val->getSourceRange()), sm_,
                                                    ctx_.getLangOpts());
    if (vr.isInvalid()) return false;
    const Span vs = text_.make_span(vr.getBegin(), vr.getEnd().getLocWithOffset(-1));
    if (vs.text.empty() || vs.text.size() >= span.text.size()) return false;
    std::string value = text_.render_c(vs, val);
    std::string ref = split_temp(val);
    std::vector<TextRenderer::Replacement> with{{vs, ref, val}};
    std::string op = text_.render_c(span, a, with);
    check_calls(a, span);
    load_and_store(span, kind, norm, val, a, ref + " = " + value, op, ind);
    return true;
  }

  // A temporary of lv's C type that holds a split statement's loaded value; its reference in c_code.
  std::string split_temp(const clang::Expr* lv) {
    std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
    temps_.push_back(text_.c_type_of(lv) + " " + tmp);
    return "P" + owner_ + "->" + tmp;
  }

  // A load and a store as two steps mapped to span; the load's map line has part="load", so the
  // replay can stop a thread between this line and the store.
  void load_and_store(const Span& span, StmtKind kind, const std::string& norm, const clang::Stmt* load_checked,
                      const clang::Stmt* store_checked, const std::string& load, const std::string& store, int ind) {
    note_unmapped(span, norm);
    MapEntry l = entry(span, kind, norm, "c_code");
    l.part = "load";
    out_.statement(ind, subst("c_code " + guard(load_checked) + "{ " + load + "; }"), l);
    out_.statement(ind, subst("c_code " + guard(store_checked) + "{ " + store + "; }"), entry(span, kind, norm, "c_code"));
  }

  // `buf[count++] = v`, `if (--obj->refs == 0)`, `x = (total += 2)`: an increment or a compound
  // assignment of shared memory inside a larger expression is its own load and store, before the
  // rest, as split_shared does for a whole statement: another thread can run between them (two
  // threads' `--refs` both reading 2 leave 1, and nobody frees). The rest reads the value it
  // gives. Only those always evaluated (not behind `&&`, `||` or `?:`), of side-effect-free
  // shared lvalues. With whole, e itself too (a declaration's initialiser: `int id = next_id++;`).
  // An increment that is, up to parentheses, the whole use of a macro (`#define NEXT_ID()
  // (next_id++)`): its span (the use) holds nothing else, so the rest can read a temporary there.
  bool whole_macro_use(const clang::Expr* u) const {
    const clang::Stmt* outer = u;
    for (int depth = 0; depth < 16; ++depth) {
      auto parents = ctx_.getParents(*outer);
      const auto* p = parents.size() == 1 ? parents[0].get<clang::ParenExpr>() : nullptr;
      if (!p) break;
      outer = p;
    }
    return clang::Lexer::makeFileCharRange(clang::CharSourceRange::getTokenRange(outer->getSourceRange()), sm_,
                                           ctx_.getLangOpts())
        .isValid();
  }

  // Whether every macro body that spells the start of u is the program's (the C file or a header
  // it includes by quotes): `#define TAKE() (buf[len++])` is the program's code and is split like
  // it; a library header's macro (WRITE_ONCE-like) stays one step, as written.
  bool own_macro_text(const clang::Expr* u) const {
    for (clang::SourceLocation loc : {u->getBeginLoc(), u->getEndLoc()})
      for (int depth = 0; loc.isMacroID() && depth < 64; ++depth) {
        if (sm_.isMacroArgExpansion(loc)) {  // an argument: where the argument is written
          loc = sm_.getImmediateSpellingLoc(loc);
          continue;
        }
        if (!in_program(sm_, sm_.getSpellingLoc(loc))) return false;
        loc = sm_.getImmediateExpansionRange(loc).getBegin();
      }
    return true;
  }

  // The lvalue an increment or a compound assignment writes, when it can be hoisted.
  const clang::Expr* hoistable_store(const clang::Expr* t) const {
    const clang::Expr* lv = nullptr;
    if (const auto* u = dyn_cast<clang::UnaryOperator>(t); u && u->isIncrementDecrementOp()) {
      lv = u->getSubExpr();
    } else if (const auto* b = dyn_cast<clang::CompoundAssignOperator>(t)) {
      if (b->getRHS()->HasSideEffects(ctx_)) return nullptr;  // (its own writes come first)
      lv = b->getLHS();
    }
    if (!lv || lv->HasSideEffects(ctx_) || !shared_access(lv) || lv->getType()->isAtomicType() ||
        lv->getType()->isRecordType() || lv->getType()->isArrayType())
      return nullptr;
    if ((t->getBeginLoc().isMacroID() || t->getEndLoc().isMacroID()) && !whole_macro_use(t) && !own_macro_text(t))
      return nullptr;
    return lv;
  }

  void hoist_shared_increments(const clang::Expr* e, int ind, std::vector<TextRenderer::Replacement>& out,
                               bool whole = false) {
    std::vector<const clang::Expr*> found;
    std::vector<const clang::Stmt*> todo;
    if (whole) todo.push_back(e);
    else
      for (const clang::Stmt* c : e->children()) todo.push_back(c);
    while (!todo.empty()) {
      const clang::Stmt* t = todo.back();
      todo.pop_back();
      if (!t || isa<clang::StmtExpr>(t) || isa<clang::UnaryExprOrTypeTraitExpr>(t)) continue;
      if (const auto* c = dyn_cast<clang::AbstractConditionalOperator>(t)) {
        todo.push_back(c->getCond());  // one of the branches runs only sometimes
        continue;
      }
      // The arguments of a library call C evaluates before it (`printf("%d", seq++)`); a call
      // the model runs (expanded, a rule's, a thread primitive) binds its own.
      if (const auto* call = dyn_cast<clang::CallExpr>(t)) {
        const clang::FunctionDecl* f = call->getDirectCallee();
        if (f && !f->hasBody() && !calls_modelled(call))
          for (const clang::Expr* a : call->arguments()) todo.push_back(a);
        continue;
      }
      if (const auto* b = dyn_cast<clang::BinaryOperator>(t); b && b->isLogicalOp()) {
        todo.push_back(b->getLHS());  // the right side runs only sometimes
        continue;
      }
      if (const auto* x = dyn_cast<clang::Expr>(t); x && hoistable_store(x)) {
        found.push_back(x);
        continue;
      }
      if (const auto* u = dyn_cast<clang::UnaryOperator>(t); u && u->isIncrementDecrementOp()) continue;
      for (const clang::Stmt* c : t->children()) todo.push_back(c);
    }
    // In the order C reads them (left to right, as the text goes).
    std::sort(found.begin(), found.end(), [&](const auto* a, const auto* b) {
      return sm_.isBeforeInTranslationUnit(a->getBeginLoc(), b->getBeginLoc());
    });
    for (const clang::Expr* x : found) {
      const clang::Expr* lv = hoistable_store(x);
      Span us = text_.stmt_span(x, false);
      std::string norm = normalize_c(us.text);
      std::string l = text_.render_c(text_.stmt_span(lv, false), lv);
      std::string ref = split_temp(lv);
      if (const auto* b = dyn_cast<clang::CompoundAssignOperator>(x)) {
        // `total += n`: the load computes the value stored, which is also the expression's.
        std::string op = clang::BinaryOperator::getOpcodeStr(b->getOpcode()).str();
        op.pop_back();
        const clang::Expr* rhs = b->getRHS();
        std::string value = l + " " + op + " (" + text_.render_c(text_.stmt_span(rhs, false), rhs) + ")";
        load_and_store(us, StmtKind::Assign, norm, x, lv, ref + " = " + value, l + " = " + ref, ind);
        out.push_back({us, ref, x});
      } else {
        const auto* u = cast<clang::UnaryOperator>(x);
        std::string op = u->isIncrementOp() ? " + 1" : " - 1";
        load_and_store(us, StmtKind::Assign, norm, lv, lv, ref + " = " + l, l + " = " + ref + op, ind);
        out.push_back({us, u->isPostfix() ? ref : "(" + ref + op + ")", x});
      }
      hoisted_.insert(x);  // the rest reads the temporary: no check of its memory there
    }
  }
  std::set<const clang::Stmt*> hoisted_;

  // ---- runtime checks (Modex's preconditions) -----------------------------------------------
  // c_code [checks] { ... }: every pointer the statement dereferences must point to live memory
  // and every index into a C array must be in bounds; a failed check is a pan error that names
  // the C expression and its file:line (promela-runtime/cmem.pml prints it).
  std::string guard(const clang::Stmt* s) {
    std::vector<std::string> checks;
    collect_guards(s, checks);
    if (checks.empty()) return "";
    model_.uses_cmem = true;
    std::string out;
    for (const auto& c : checks) out += (out.empty() ? "" : " && ") + c;
    return "[" + out + "] ";
  }

  std::string call_argument_guards(const clang::CallExpr* call) {
    std::vector<std::string> checks;
    for (const clang::Expr* a : call->arguments()) collect_guards(a, checks);
    if (checks.empty()) return "";
    model_.uses_cmem = true;
    std::string out;
    for (const auto& c : checks) out += (out.empty() ? "" : " && ") + c;
    return "[" + out + "] ";
  }

  bool renderable(const clang::Expr* e) const {
    if (text_.in_macro_body(e) || e->HasSideEffects(ctx_)) return false;
    bool calls = false;
    std::vector<const clang::Stmt*> todo{e};
    while (!todo.empty() && !calls) {
      const clang::Stmt* t = todo.back();
      todo.pop_back();
      if (!t) continue;
      if (isa<clang::CallExpr>(t) || isa<clang::StmtExpr>(t)) calls = true;
      for (const clang::Stmt* c : t->children()) todo.push_back(c);
    }
    return !calls;
  }

  int site(const clang::Expr* e) {
    Span sp = text_.stmt_span(e, false);
    std::string where = "`" + normalize_c(sp.text) + "` (" + std::filesystem::path(file_).filename().string() + ":" +
                        std::to_string(sp.line) + ")";
    model_.guard_sites.push_back(where);
    return static_cast<int>(model_.guard_sites.size()) - 1;
  }

  // `&((struct s *)0)->list` (offsetof written out, as container_of-style code does): an address
  // computed from a constant null pointer reads nothing, so it gets no pointer check (with one,
  // pan stopped on a null dereference the program never makes).
  bool offset_of_null(const clang::Stmt* s) const {
    const auto* u = dyn_cast<clang::UnaryOperator>(s);
    if (!u || u->getOpcode() != clang::UO_AddrOf) return false;
    const clang::Expr* x = u->getSubExpr()->IgnoreParens();
    for (;;) {
      if (const auto* m = dyn_cast<clang::MemberExpr>(x)) {
        x = m->getBase()->IgnoreParens();
        if (m->isArrow()) break;
      } else if (const auto* a = dyn_cast<clang::ArraySubscriptExpr>(x)) {
        if (!a->getBase()->IgnoreParenImpCasts()->getType()->isArrayType() || !a->getIdx()->isIntegerConstantExpr(ctx_))
          return false;
        x = a->getBase()->IgnoreParenImpCasts();
      } else {
        return false;
      }
    }
    clang::Expr::EvalResult r;
    x = x->IgnoreParenCasts();
    return x->getType()->isIntegerType() && x->EvaluateAsInt(r, ctx_) && r.Val.isInt() && r.Val.getInt() == 0;
  }

  void collect_guards(const clang::Stmt* s, std::vector<std::string>& out) {
    if (!s || isa<clang::StmtExpr>(s) || isa<clang::UnaryExprOrTypeTraitExpr>(s) || hoisted_.count(s)) return;
    if (offset_of_null(s)) return;
    if (const auto* b = dyn_cast<clang::BinaryOperator>(s))
      if (b->isLogicalOp()) {  // the right side is evaluated only sometimes: its checks hold when it is
        collect_guards(b->getLHS(), out);
        if (auto when = c_condition(b->getLHS()))
          conditional_guards(b->getOpcode() == clang::BO_LAnd ? *when : "!(" + *when + ")", b->getRHS(), out);
        return;
      }
    if (const auto* c = dyn_cast<clang::AbstractConditionalOperator>(s)) {
      collect_guards(c->getCond(), out);
      if (auto when = c_condition(c->getCond())) {
        conditional_guards(*when, c->getTrueExpr(), out);
        conditional_guards("!(" + *when + ")", c->getFalseExpr(), out);
      }
      return;
    }
    for (const clang::Stmt* c : s->children()) collect_guards(c, out);
    const auto* e = dyn_cast<clang::Expr>(s);
    if (!e) return;
    if (const auto* call = dyn_cast<clang::CallExpr>(e)) {
      const clang::FunctionDecl* callee = call->getDirectCallee();
      std::string name = callee ? callee->getNameAsString() : "";
      if (!is_heap_function(name) || call->getNumArgs() == 0) return;
      const clang::Expr* a0 = call->getArg(0);
      if (!renderable(a0) || (name == "calloc" && (call->getNumArgs() < 2 || !renderable(call->getArg(1))))) return;
      std::string arg = text_.render_c(text_.stmt_span(a0, false), a0);
      if (name == "free" || name == "kfree" || name == "kvfree") {
        out.push_back("mokert_free_ok((const void *)(" + arg + "), " + std::to_string(site(e)) + ")");
      } else if (name != "realloc" && name != "strdup") {
        if (name == "calloc" || name == "kcalloc")
          arg = "(" + arg + ") * (" + text_.render_c(text_.stmt_span(call->getArg(1), false), call->getArg(1)) + ")";
        out.push_back("mokert_alloc_ok((unsigned long)(" + arg + "), " + std::to_string(site(e)) + ")");
      }
      return;
    }
    const clang::Expr* ptr = nullptr;
    if (const auto* u = dyn_cast<clang::UnaryOperator>(e)) {
      if (u->getOpcode() == clang::UO_Deref) ptr = u->getSubExpr();
    } else if (const auto* m = dyn_cast<clang::MemberExpr>(e)) {
      if (m->isArrow()) ptr = m->getBase();
    } else if (const auto* a = dyn_cast<clang::ArraySubscriptExpr>(e)) {
      const clang::Expr* base = a->getBase()->IgnoreParenImpCasts();
      if (const auto* arr = ctx_.getAsConstantArrayType(base->getType())) {
        if (renderable(a->getIdx()) && !a->getIdx()->isIntegerConstantExpr(ctx_)) {
          std::string idx = text_.render_c(text_.stmt_span(a->getIdx(), false), a->getIdx());
          std::string c = "mokert_index_ok((long long)(" + idx + "), " +
                          std::to_string(arr->getSize().getZExtValue()) + ", " + std::to_string(site(e)) + ")";
          if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
        }
      } else if (const auto* vla = ctx_.getAsVariableArrayType(base->getType()); vla && vla_capacity(ctx_, vla)) {
        if (renderable(a->getIdx()) && !a->getIdx()->isIntegerConstantExpr(ctx_)) {
          std::string idx = text_.render_c(text_.stmt_span(a->getIdx(), false), a->getIdx());
          std::string c = "mokert_index_ok((long long)(" + idx + "), " + std::to_string(vla_capacity(ctx_, vla)) +
                          ", " + std::to_string(site(e)) + ")";
          if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
        }
      } else if (base->getType()->isPointerType()) {
        ptr = a->getBase();
      }
    }
    if (!ptr || !renderable(ptr)) return;
    ptr = ptr->IgnoreParens();
    std::string p = text_.render_c(text_.stmt_span(ptr, false), ptr);
    for (const auto& c : out)
      if (c.rfind("mokert_ptr_ok((const void *)(" + p + "), ", 0) == 0) return;
    out.push_back("mokert_ptr_ok((const void *)(" + p + "), " + std::to_string(site(e)) + ")");
  }

  // The C text of a condition that a check may repeat: nothing it does may change the program.
  std::optional<std::string> c_condition(const clang::Expr* e) {
    if (!e || !renderable(e)) return std::nullopt;
    // Inside a macro's expansion (assert's argument, `o != NULL`) the span is the macro call's.
    if (e->getBeginLoc().isMacroID() || e->getEndLoc().isMacroID()) return "(" + text_.render_c_expanded(e) + ")";
    return "(" + text_.render_c(text_.stmt_span(e, false), e) + ")";
  }

  // The checks of an operand C evaluates only when `when` holds (`o && o->data`, `o ? o->v : 0`):
  // each holds or the operand is not evaluated. Without them a use after free in such an operand
  // was no error in pan, and the bug was proved away.
  void conditional_guards(const std::string& when, const clang::Stmt* operand, std::vector<std::string>& out) {
    std::vector<std::string> inner;
    collect_guards(operand, inner);
    if (inner.empty()) return;
    std::string all;
    for (const auto& c : inner) all += (all.empty() ? "" : " && ") + c;
    out.push_back("(!" + when + " || (" + all + "))");
  }

  // A function the script's %C, %D, %B or %H text defines (5_incdec.prx's `cas`) is C in pan.
  bool script_defines(const std::string& name) const {
    const Script& sc = *model_.script;
    const std::regex def("(^|[^A-Za-z0-9_.>])" + name + "\\s*\\([^;]*\\)\\s*\\{");
    return std::regex_search(sc.c_data, def) || std::regex_search(sc.c_decls, def) ||
           std::regex_search(sc.header, def);
  }

  // A function the C library defines (a program may declare `int rand(void);` itself): pan
  // links it. Looked up in this process, which has the same C library.
  static bool in_libc(const std::string& name) { return dlsym(RTLD_DEFAULT, name.c_str()) != nullptr; }

  // Calls that stay C calls in pan must link: a function declared in the C file without a body
  // there is an error naming the rule to write.
  void check_calls(const clang::Stmt* s, const Span& span) {
    if (!s) return;
    if (const auto* call = dyn_cast<clang::CallExpr>(s)) {
      const clang::FunctionDecl* callee = call->getDirectCallee();
      // A function declared by a macro's expansion (BUILD_BUG_ON's `__compiletime_assert_N`) or
      // marked error/warning exists only for the compiler: a call that survives is a build error
      // in C already, so it is no call pan has to link.
      // A program's own header (queue.h beside main.c) declares functions of its other C files:
      // pan would fail to link them (a tool failure, before 2026-11-27) or run a library's copy.
      const clang::SourceLocation declared =
          callee ? sm_.getExpansionLoc(callee->getLocation()) : clang::SourceLocation();
      const bool own_header = callee && !model_.kernel_flags && !in_main_source(sm_, declared) &&
                              in_program(sm_, declared);
      if (callee && !callee->isDefined() && callee->getBuiltinID() == 0 &&
          !compile_time_only(callee) && !nondet_call(call) && !script_defines(callee->getNameAsString()) &&
          (in_main_source(sm_, declared) || own_header) && !in_libc(callee->getNameAsString())) {
        std::string name = callee->getNameAsString();
        std::string file = std::filesystem::path(file_).filename().string();
        if (own_header)
          model_.undefined_calls.push_back(located(file_, span.line,
              "`" + name + "` is called but not defined in " + file + " (" +
              std::filesystem::path(program_file_name(sm_, declared)).filename().string() + ":" +
              std::to_string(sm_.getExpansionLineNumber(declared)) +
              " declares it) nor in the other C files given: give the file that defines it too, as one "
              "program (`mokert run " + file + " OTHER.c`, or a %F line for it in the script), or write a "
              "rule for the statement in the script's table (e.g. `" + name + "(...<TAB>skip`)"));
        else
          model_.undefined_calls.push_back(located(file_, span.line,
              "`" + name + "` is called but not defined in " + file +
              " nor in the other C files given: add the file that defines it (`mokert run " + file +
              " OTHER.c`, or %F in the script), or write a rule for the statement in the script's table (e.g. `" +
              name + "(...<TAB>skip`)"));
      }
    }
    for (const clang::Stmt* c : s->children()) check_calls(c, span);
  }

  // Whether running e changes the program's state: an assignment, an increment, or a call the
  // model runs (a function the file defines, a thread primitive).
  bool writes_program_data(const clang::Stmt* e) const {
    if (!e) return false;
    if (const auto* b = dyn_cast<clang::BinaryOperator>(e); b && b->isAssignmentOp()) return true;
    if (const auto* u = dyn_cast<clang::UnaryOperator>(e); u && u->isIncrementDecrementOp()) return true;
    if (isa<clang::CallExpr>(e) && calls_modelled(e)) return true;
    if (isa<clang::UnaryExprOrTypeTraitExpr>(e)) return false;  // sizeof does not evaluate
    for (const clang::Stmt* c : e->children())
      if (writes_program_data(c)) return true;
    return false;
  }

  void apply_rule(const LookupResult& r, const Span& span, const clang::Stmt* s, StmtKind kind,
                  const std::string& norm, int ind) {
    if (!r.warning.empty()) model_.notes.push_back(r.warning);
    // A rule that drops a call (`printf(...<TAB>comment`, `skip`, `hide`) keeps what its
    // arguments do to the program: `printf("%d", seq++)` still increments seq, each argument that
    // writes a step of its own before the rule's line (dropped with the call, the model lost the
    // write: a false alarm, or a bug proved away).
    if (!r.c_code && (r.kind == RhsKind::Comment || r.kind == RhsKind::Hide || r.kind == RhsKind::Skip))
      if (const auto* e = dyn_cast<clang::Expr>(s))
        if (const auto* call = dyn_cast<clang::CallExpr>(e->IgnoreParenCasts()))
          for (const clang::Expr* a : call->arguments())
            if (writes_program_data(a)) plain(text_.stmt_span(a, false), a, kind_of(a), ind);
    if (r.c_code) {
      emit_c_code(span, s, kind, norm, r.rule, ind);
      return;
    }
    // The dropped call still reads its arguments: `printf("%d", o->data)` on a freed o is a use
    // after free in the program, so the memory checks stay as a step that does nothing else.
    if (r.kind == RhsKind::Comment || r.kind == RhsKind::Skip)
      if (const auto* e = dyn_cast<clang::Expr>(s))
        if (const auto* call = dyn_cast<clang::CallExpr>(e->IgnoreParenCasts()))
          if (std::string g = call_argument_guards(call); !g.empty()) {
            out_.statement(ind, subst("c_code " + g + "{ ; }"), entry(span, kind, norm, r.rule));
            return;
          }
    switch (r.kind) {
      case RhsKind::Comment: out_.comment(ind, comment_safe(r.promela), entry(span, kind, norm, r.rule)); return;
      case RhsKind::Hide: return;
      default: break;
    }
    std::string p = r.kind == RhsKind::Promela ? rerender_captures(r) : r.promela;
    while (!p.empty() && (p.back() == ';' || std::isspace(static_cast<unsigned char>(p.back())))) p.pop_back();
    if (p.empty()) p = "skip";
    // `lock(m)` of the script's `inline lock(x) { atomic { x == 0 -> x = 1 } }`: written out, so
    // that SPIN reports its steps at this C statement (at the inline's own lines they belonged to
    // no C statement, and the replay ran the thread past the lock: a deadlock called a false alarm).
    p = script_detail::expand_script_inlines(p, model_.script_inlines);
    MapEntry e = entry(span, kind, norm, r.rule);
    e.nondet = r.nondet;  // the rule's $NONDET: the value the model chooses here
    if (e.nondet.empty()) e.nondet = chosen_lvalue(s, p);
    // A timed wait chooses between woken and timed out (pthread.pml): the replay forces it.
    if (e.nondet.empty() && p.rfind("mokert_cond_timedwait", 0) == 0) e.nondet = "mokert_timedout";
    // ... and a wait between signalled and a spurious wake-up (mokert_spurious, 0 or 1).
    if (e.nondet.empty() && p.rfind("mokert_cond_wait", 0) == 0) e.nondet = "mokert_spurious";
    if (!e.nondet.empty()) narrow_nondet_by_assume(s, p, e);
    if (!e.nondet.empty() && choice_into_c_object(p, e, span, kind, norm, ind)) return;
    // A script's own Promela for a condition wait (`qlock = 0; atomic { qlock == 0 -> qlock = 1 }`)
    // decides itself when the wait ends, signalled or not: the replay lets the real wait return
    // when the counterexample gives the thread the turn (a spurious wake-up where no signal came,
    // which POSIX allows). Left to wait for a real signal, a consumer under `if` that the model
    // let go on with no signal STALLED: a real bug called a false alarm. (A timed wait's rule may
    // choose its result, ETIMEDOUT or 0, which a spurious wake-up would not give: not forced.)
    if (e.nondet.empty() && !r.shipped && p.find("mokert_cond_") == std::string::npos &&
        called_function(s) == "pthread_cond_wait")  // also `rc = pthread_cond_wait(...)`
      e.nondet = kRuleWaitEnd;
    // A wait the runtime defines in two halves (NAME_wait, NAME_woken: a condition or barrier
    // wait) is two model lines, each marked with its part, so that the replay tells the halves
    // apart by the map, not by the trail's text.
    const size_t open = p.find('(');
    const std::string head = open == std::string::npos ? p : p.substr(0, open);
    if (open != std::string::npos && p.back() == ')' && model_.runtime_macros.count(head + "_wait") &&
        model_.runtime_macros.count(head + "_woken")) {
      MapEntry wait = e;
      wait.part = "wait";
      wait.nondet.clear();
      e.part = "woken";
      out_.statement(ind, head + "_wait" + p.substr(open), wait);
      out_.statement(ind, head + "_woken" + p.substr(open), e);
      return;
    }
    out_.statement(ind, p, e);
  }

  // The function a statement calls directly: `f(...)`, `(void)f(...)` or `x = f(...)`; empty
  // for any other statement.
  static std::string called_function(const clang::Stmt* s) {
    const auto* e = dyn_cast_or_null<clang::Expr>(s);
    if (!e) return "";
    e = e->IgnoreParenCasts();
    if (const auto* b = dyn_cast<clang::BinaryOperator>(e); b && b->getOpcode() == clang::BO_Assign)
      e = b->getRHS()->IgnoreParenCasts();
    const auto* call = dyn_cast<clang::CallExpr>(e);
    const auto* f = call ? call->getDirectCallee() : nullptr;
    return f ? f->getNameAsString() : "";
  }

  // A rule that abstracts `x = f(...)` into a choice the model makes (`if :: x = 0 :: x = 1 fi`,
  // `select(x : 0 .. 3)`) chooses x's value as $NONDET does: the C lvalue x, so that the checker
  // records the model's value and the replay gives it to the real program. Empty otherwise.
  // `x = __VERIFIER_nondet_uint(); __VERIFIER_assume(x < 5);` (also `if (!(x < 5)) abort();`):
  // the values the next statement lets through are all the C goes on with (any other ends the
  // execution), so the model chooses among exactly those, not the default range, and the choice
  // is no bound on the search. A condition part that says nothing of x only makes the set larger.
  void narrow_nondet_by_assume(const clang::Stmt* s, std::string& p, const MapEntry& e) {
    static const std::regex choice(R"(^svcomp_nondet\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*,\s*-?[0-9]+\s*,\s*-?[0-9]+\s*\)$)");
    std::smatch m;
    if (!std::regex_match(p, m, choice)) return;
    const clang::VarDecl* var = nullptr;
    const clang::Expr* value = nullptr;
    if (const auto* b = dyn_cast<clang::BinaryOperator>(s); b && b->getOpcode() == clang::BO_Assign) {
      if (const auto* r = dyn_cast<clang::DeclRefExpr>(b->getLHS()->IgnoreParenImpCasts()))
        var = dyn_cast<clang::VarDecl>(r->getDecl());
      value = b->getRHS();
    } else if (const auto* d = dyn_cast<clang::DeclStmt>(s); d && d->isSingleDecl()) {
      var = dyn_cast<clang::VarDecl>(d->getSingleDecl());
      value = var ? var->getInit() : nullptr;
    }
    const auto* call = value ? dyn_cast<clang::CallExpr>(value->IgnoreParenImpCasts()) : nullptr;
    if (!var || !call || !var->getType()->isIntegerType() || !call->getType()->isIntegerType() ||
        var->getType()->isBooleanType())
      return;
    long long lo = std::numeric_limits<long long>::min(), hi = std::numeric_limits<long long>::max();
    for (clang::QualType t : {var->getType(), call->getType()}) {  // what C can hold at all
      const unsigned w = ctx_.getIntWidth(t);
      if (t->isUnsignedIntegerType()) lo = std::max(lo, 0LL);
      if (w >= 63) continue;
      hi = std::min(hi, t->isUnsignedIntegerType() ? (1LL << w) - 1 : (1LL << (w - 1)) - 1);
      if (!t->isUnsignedIntegerType()) lo = std::max(lo, -(1LL << (w - 1)));
    }
    if (const clang::Expr* cond = assumed_after(s)) {
      if (!bound_by(cond, var, lo, hi)) return;
    } else if (!compared_only_with_constants(var, call, lo, hi)) {
      return;
    }
    if (lo > hi || hi - lo > 255) return;
    p = "svcomp_nondet(" + m[1].str() + ", " + std::to_string(lo) + ", " + std::to_string(hi) + ")";
    model_.nondet_full_range.insert(e.c.file + ":" + std::to_string(e.c.line) + ":" + std::to_string(e.c.col));
  }

  // `unsigned k = __VERIFIER_nondet_uint();` where k is a C object (unsigned and wide integers
  // keep C's arithmetic as c_state): select() takes only a Promela variable (SPIN: "undeclared
  // variable k"), so the model chooses into a temporary of the proctype, as for a call inside an
  // expression, and a second line of the same statement copies it into the C object. The
  // choice's line keeps the map's nondet, so the checker records the value from the temporary.
  bool choice_into_c_object(const std::string& p, const MapEntry& e, const Span& span, StmtKind kind,
                            const std::string& norm, int ind) {
    static const std::regex choice(R"(^svcomp_nondet\(\s*(.+?)\s*,\s*([^,]+?)\s*,\s*([^,]+?)\s*\)$)");
    std::smatch m;
    // The lvalue as C text (e.nondet): a Promela variable's rendering may be a name C does not
    // have (an expanded helper's local `get_v`), so only the C text tells the two apart.
    if (!std::regex_match(p, m, choice) || m[1].str() != e.nondet) return false;
    bool promela = true;
    render_capture(e.nondet, true, &promela);
    if (promela) return false;
    bool c_ok = true;
    const std::string target = render_capture(e.nondet, false, &c_ok);
    const std::string chosen = choose_into_temp(m[2].str(), m[3].str(), e, ind);
    out_.statement(ind, subst("c_code { " + target + " = " + chosen + "; }"), entry(span, kind, norm, "c_code"));
    return true;
  }

  // `int r = __VERIFIER_nondet_int();` whose value the C only compares with constants (`if (r)`,
  // `!r`, `r == 3`, `r < 10`) and never writes again: any two values on the same side of, or equal
  // to, each of those constants take the same branches, so the values from the least constant - 1
  // to the greatest + 1 stand for all of them and the choice is no bound on the search (the
  // default -1..2 missed `r == 3` and made `if (r)` alone a bound). Narrows [lo, hi] to them.
  bool compared_only_with_constants(const clang::VarDecl* var, const clang::CallExpr* call, long long& lo,
                                    long long& hi) const {
    if (!var->isLocalVarDecl() || var->isStaticLocal() || var->getType().isVolatileQualified()) return false;
    if (var->hasInit() && var->getInit()->IgnoreParenImpCasts() != call) return false;
    const auto* fd = dyn_cast_or_null<clang::FunctionDecl>(var->getParentFunctionOrMethod());
    if (!fd || !fd->getBody()) return false;
    struct Refs : clang::RecursiveASTVisitor<Refs> {
      const clang::VarDecl* v = nullptr;
      std::vector<const clang::DeclRefExpr*> out;
      bool VisitDeclRefExpr(clang::DeclRefExpr* r) {
        if (r->getDecl() == v) out.push_back(r);
        return true;
      }
    } refs;
    refs.v = var;
    refs.TraverseStmt(const_cast<clang::Stmt*>(fd->getBody()));
    auto parent_of = [this](const clang::Stmt* x) -> const clang::Stmt* {
      auto ps = ctx_.getParents(*x);
      return ps.empty() ? nullptr : ps[0].get<clang::Stmt>();
    };
    std::vector<long long> consts;
    for (const clang::DeclRefExpr* r : refs.out) {
      const clang::Stmt* child = r;
      const clang::Stmt* up = parent_of(child);
      while (up && (isa<clang::ImplicitCastExpr>(up) || isa<clang::ParenExpr>(up))) child = up, up = parent_of(up);
      if (!up) return false;
      const clang::Expr* cond = nullptr;  // the truth value r is tested as, if so
      if (const auto* i = dyn_cast<clang::IfStmt>(up)) cond = i->getCond();
      else if (const auto* w = dyn_cast<clang::WhileStmt>(up)) cond = w->getCond();
      else if (const auto* d = dyn_cast<clang::DoStmt>(up)) cond = d->getCond();
      else if (const auto* f = dyn_cast<clang::ForStmt>(up)) cond = f->getCond();
      else if (const auto* c = dyn_cast<clang::ConditionalOperator>(up)) cond = c->getCond();
      if (cond) {
        if (cond != child) return false;
        consts.push_back(0);
      } else if (const auto* u = dyn_cast<clang::UnaryOperator>(up)) {
        if (u->getOpcode() != clang::UO_LNot) return false;
        consts.push_back(0);
      } else if (const auto* b = dyn_cast<clang::BinaryOperator>(up)) {
        if (b->getOpcode() == clang::BO_Assign) {  // only the choice itself writes r
          if (b->getLHS()->IgnoreParenImpCasts() != r || b->getRHS()->IgnoreParenImpCasts() != call) return false;
        } else if (b->isLogicalOp()) {
          consts.push_back(0);
        } else if (b->isComparisonOp()) {
          const clang::Expr* other = b->getLHS()->IgnoreParenImpCasts() == r ? b->getRHS() : b->getLHS();
          clang::Expr::EvalResult v;
          if (other->IgnoreParenImpCasts() == r || other->isValueDependent() || !other->EvaluateAsInt(v, ctx_))
            return false;
          const llvm::APSInt& n = v.Val.getInt();
          if (n.getMinSignedBits() > 62) return false;
          consts.push_back(n.getExtValue());
        } else {
          return false;
        }
      } else {
        return false;  // an argument, an operand of arithmetic, its address: the value itself matters
      }
    }
    if (consts.empty()) consts.push_back(0);  // never read: any one value is every execution
    const auto [mn, mx] = std::minmax_element(consts.begin(), consts.end());
    lo = std::max(lo, *mn - 1);
    hi = std::min(hi, *mx + 1);
    return true;
  }

  // The condition of an assume that is the statement right after s in its block, if any.
  const clang::Expr* assumed_after(const clang::Stmt* s) const {
    auto parents = ctx_.getParents(*s);
    const auto* block = parents.size() == 1 ? parents[0].get<clang::CompoundStmt>() : nullptr;
    if (!block) return nullptr;
    const clang::Stmt* next = nullptr;
    for (auto it = block->body_begin(); it != block->body_end(); ++it)
      if (*it == s) { next = std::next(it) == block->body_end() ? nullptr : *std::next(it); break; }
    if (!next) return nullptr;
    auto callee_is = [](const clang::Stmt* x, std::initializer_list<const char*> names) -> const clang::CallExpr* {
      const auto* e = dyn_cast_or_null<clang::Expr>(x);
      const auto* c = e ? dyn_cast<clang::CallExpr>(e->IgnoreParenImpCasts()) : nullptr;
      const clang::FunctionDecl* f = c ? c->getDirectCallee() : nullptr;
      if (!f) return nullptr;
      for (const char* n : names)
        if (f->getName() == n) return c;
      return nullptr;
    };
    if (const auto* c = callee_is(next, {"__VERIFIER_assume", "assume_abort_if_not"}); c && c->getNumArgs() == 1)
      return c->getArg(0);
    // if (!(E)) abort();
    const auto* i = dyn_cast<clang::IfStmt>(next);
    if (!i || i->getElse() || i->getInit() || i->getConditionVariable()) return nullptr;
    const auto* neg = dyn_cast<clang::UnaryOperator>(i->getCond()->IgnoreParenImpCasts());
    if (!neg || neg->getOpcode() != clang::UO_LNot) return nullptr;
    const clang::Stmt* then = i->getThen();
    if (const auto* b = dyn_cast<clang::CompoundStmt>(then)) then = b->size() >= 1 ? b->body_front() : nullptr;
    return callee_is(then, {"abort"}) ? neg->getSubExpr() : nullptr;
  }

  // Narrows [lo, hi] by what cond says of var: comparisons with constants, joined by &&. False
  // when no part of it bounds var.
  bool bound_by(const clang::Expr* cond, const clang::VarDecl* var, long long& lo, long long& hi) const {
    cond = cond->IgnoreParenImpCasts();
    const auto* b = dyn_cast<clang::BinaryOperator>(cond);
    if (!b) return false;
    if (b->getOpcode() == clang::BO_LAnd) {
      const bool l = bound_by(b->getLHS(), var, lo, hi);
      const bool r = bound_by(b->getRHS(), var, lo, hi);
      return l || r;
    }
    if (!b->isRelationalOp() && b->getOpcode() != clang::BO_EQ) return false;
    auto is_var = [&](const clang::Expr* x) {
      const auto* r = dyn_cast<clang::DeclRefExpr>(x->IgnoreParenImpCasts());
      return r && r->getDecl() == var;
    };
    clang::BinaryOperatorKind op = b->getOpcode();
    const clang::Expr* k = nullptr;
    const clang::Expr* v = nullptr;
    if (is_var(b->getLHS())) { v = b->getLHS(); k = b->getRHS(); }
    else if (is_var(b->getRHS())) { v = b->getRHS(); k = b->getLHS(); op = clang::BinaryOperator::reverseComparisonOp(op); }
    else return false;
    // A signed variable compared as unsigned is no interval (`x > 2u` holds for negative x too).
    if (v->getType()->isUnsignedIntegerType() && !var->getType()->isUnsignedIntegerType()) return false;
    clang::Expr::EvalResult r;
    if (k->isValueDependent() || !k->EvaluateAsInt(r, ctx_)) return false;
    const llvm::APSInt& n = r.Val.getInt();
    if (n.isSigned() ? n.getMinSignedBits() > 64 : n.getActiveBits() > 63) return false;
    const long long c = n.getExtValue();
    switch (op) {
      case clang::BO_LT: hi = std::min(hi, c - 1); break;
      case clang::BO_LE: hi = std::min(hi, c); break;
      case clang::BO_GT: lo = std::max(lo, c + 1); break;
      case clang::BO_GE: lo = std::max(lo, c); break;
      case clang::BO_EQ: lo = std::max(lo, c); hi = std::min(hi, c); break;
      default: return false;
    }
    return true;
  }

  std::string chosen_lvalue(const clang::Stmt* s, const std::string& promela) const {
    const clang::Expr* lhs = nullptr;
    if (const auto* b = dyn_cast_or_null<clang::BinaryOperator>(s); b && b->getOpcode() == clang::BO_Assign)
      lhs = b->getLHS();
    std::string name;
    if (lhs) {
      name = normalize_c(text_.stmt_span(lhs, false).text);
    } else if (const auto* d = dyn_cast_or_null<clang::DeclStmt>(s); d && d->isSingleDecl()) {
      if (const auto* v = dyn_cast<clang::VarDecl>(d->getSingleDecl()); v && v->hasInit()) name = v->getNameAsString();
    }
    if (name.empty()) return {};
    std::string flat;
    for (char ch : promela)
      if (!std::isspace(static_cast<unsigned char>(ch))) flat += ch;
    const bool choice = (flat.rfind("if::", 0) == 0 && flat.find("::", 4) != std::string::npos) ||
                        flat.rfind("select(" + name + ":", 0) == 0;
    if (!choice) return {};
    // Every option assigns it: `::name=`.
    size_t options = 0, assigning = 0;
    for (size_t at = flat.find("::"); at != std::string::npos; at = flat.find("::", at + 2)) {
      ++options;
      if (flat.compare(at + 2, name.size() + 1, name + "=") == 0 && flat.compare(at + 2, name.size() + 2, name + "==") != 0)
        ++assigning;
    }
    return (options > 0 && assigning == options) || flat.rfind("select(", 0) == 0 ? name : std::string();
  }

  // ---- rule captures -------------------------------------------------------------------------
  // A capture is C text. Rendered again here: C names that Promela reserves are renamed
  // (`empty` -> `c_empty`), and when a capture names C data (a struct field, an element behind a
  // pointer) instead of a Promela variable, a rule calling a runtime macro NAME(...) calls
  // NAME_c(...) with the C lvalue (promela-runtime/cmem.pml), when the runtime has one.
  // Whether `loc` is inside the block (or for/if/while statement) that declares local `v`.
  bool in_scope_of(const clang::VarDecl* v, clang::SourceLocation loc) const {
    if (isa<clang::ParmVarDecl>(v)) {
      // A parameter is in scope in its own function's body only: an expanded helper's local
      // may have the name of the thread routine's parameter (`arg` in both).
      const auto* f = dyn_cast<clang::FunctionDecl>(v->getDeclContext());
      const clang::Stmt* body = f ? f->getBody() : nullptr;
      if (!body) return true;
      const clang::SourceManager& sm = ctx_.getSourceManager();
      clang::SourceLocation at = sm.getExpansionLoc(loc);
      return !sm.isBeforeInTranslationUnit(at, sm.getExpansionLoc(body->getBeginLoc())) &&
             !sm.isBeforeInTranslationUnit(sm.getExpansionLoc(body->getEndLoc()), at);
    }
    auto parents = ctx_.getParents(*v);
    if (parents.empty()) return false;
    const auto* decl_stmt = parents[0].template get<clang::DeclStmt>();
    if (!decl_stmt) return false;
    auto outer = ctx_.getParents(*decl_stmt);
    if (outer.empty()) return false;
    const auto* scope = outer[0].template get<clang::Stmt>();
    if (!scope) return false;
    const clang::SourceManager& sm = ctx_.getSourceManager();
    clang::SourceLocation b = sm.getExpansionLoc(scope->getBeginLoc());
    clang::SourceLocation e = sm.getExpansionLoc(scope->getEndLoc());
    clang::SourceLocation at = sm.getExpansionLoc(loc);
    return !sm.isBeforeInTranslationUnit(at, b) && !sm.isBeforeInTranslationUnit(e, at);
  }

  const clang::VarDecl* var_named(const std::string& name) const {
    std::vector<const clang::VarDecl*> found;
    for (const auto& [v, pv] : locals_) {
      (void)pv;
      if (v->getName() == name) found.push_back(v);
    }
    if (found.size() > 1 && cur_loc_.isValid()) {
      // Two locals of one name (`for (int i ...)` twice, or a shadowing block): the one whose
      // scope holds the statement being translated, the innermost (last declared) if several.
      // Inside an expanded helper a name the helper does not declare came with a caller's
      // argument (`addref(&cache[i])`): the one in scope at the call, then at its caller's call.
      // (Taken by the order of the locals' addresses, main's `for (int i ...)` stood for its later
      // `int i`, the helper locked `cache[10]`, and the model lost the lock: goblint 71 STALLED.)
      const clang::SourceManager& sm = ctx_.getSourceManager();
      std::vector<clang::SourceLocation> at{cur_loc_};
      at.insert(at.end(), call_sites_.rbegin(), call_sites_.rend());
      for (clang::SourceLocation loc : at) {
        const clang::VarDecl* best = nullptr;
        for (const clang::VarDecl* v : found)
          if (in_scope_of(v, loc) &&
              (!best || sm.isBeforeInTranslationUnit(sm.getExpansionLoc(best->getLocation()),
                                                     sm.getExpansionLoc(v->getLocation()))))
            best = v;
        if (best) return best;
      }
    }
    const clang::VarDecl* best = nullptr;
    for (const clang::VarDecl* v : found) {
      if (v->getDeclContext() == fn_) return v;
      if (!best) best = v;
    }
    if (best) return best;
    // A function-local static (`static struct config cfg;` in main) is global data, not a local.
    if (fn_)
      for (const clang::Decl* d : fn_->decls())
        if (const auto* v = dyn_cast<clang::VarDecl>(d))
          if (v->isStaticLocal() && v->getName() == name) return v;
    for (const clang::Decl* d : ctx_.getTranslationUnitDecl()->decls())
      if (const auto* v = dyn_cast<clang::VarDecl>(d))
        if (v->getName() == name) return v;
    return nullptr;
  }

  // Renders a capture's C text as Promela (nullopt when it is not) or as a c_code lvalue.
  // c_data: set when it names a variable that is C data (a name the script's own runtime
  // defines is the script's: kmod-list's `e`).
  std::string render_capture(const std::string& text, bool promela, bool* ok, bool* c_data = nullptr) {
    std::string out;
    for (size_t i = 0; i < text.size();) {
      unsigned char ch = static_cast<unsigned char>(text[i]);
      if (text[i] == '"' || text[i] == '\'') {  // literals are copied whole
        size_t j = i + 1;
        while (j < text.size() && text[j] != text[i]) j += text[j] == '\\' ? 2 : 1;
        out += text.substr(i, j + 1 - i);
        *ok = *ok && !promela;
        i = j + 1;
        continue;
      }
      // (`$` is a letter of a name in GNU C: `y$w_buff0`.)
      if (!(std::isalpha(ch) || ch == '_' || ch == '$')) {
        if (promela && (text[i] == '.' || (text[i] == '-' && i + 1 < text.size() && text[i + 1] == '>') ||
                        text[i] == '*' || text[i] == '&'))
          *ok = false;
        out += text[i++];
        continue;
      }
      size_t j = i;
      while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_' || text[j] == '$')) ++j;
      std::string word = text.substr(i, j - i);
      bool member = (i > 0 && text[i - 1] == '.') || (i > 1 && text[i - 1] == '>' && text[i - 2] == '-');
      const clang::VarDecl* v = member ? nullptr : var_named(word);
      const PmlVar* pv = nullptr;
      if (v) {
        auto it = locals_.find(v);
        if (it != locals_.end()) pv = &it->second;
        else if (v->hasGlobalStorage() && v->getTLSKind() == clang::VarDecl::TLS_None) pv = &global_var(model_, ctx_, v);
      }
      if (pv && !pv->by_name.empty() && by_name_active_) {
        // The capture's text has every by-name parameter replaced by its caller's argument
        // already, so this name is the caller's (`lock(&data)` passing `data` on): not the
        // parameter again, but the caller's variable of that name.
        pv = nullptr;
        for (const auto& [lv, lpv] : locals_)
          if (lv->getName() == word && lpv.by_name.empty()) pv = &lpv;
        if (!pv)
          for (const clang::Decl* d : ctx_.getTranslationUnitDecl()->decls())
            if (const auto* gv = dyn_cast<clang::VarDecl>(d); gv && gv->getName() == word)
              pv = &global_var(model_, ctx_, gv);
      }
      if (pv) {
        if (promela && !pv->promela) *ok = false;
        if (c_data && !pv->promela && !model_.own_runtime_names.count(word)) *c_data = true;
        out += promela ? pv->name : pv->c_ref;
      } else {
        bool known = false;  // a function (a start routine's name) or an enum constant
        for (const clang::Decl* d : ctx_.getTranslationUnitDecl()->decls())
          if (const auto* nd = dyn_cast<clang::NamedDecl>(d))
            if (nd->getName() == word && (isa<clang::FunctionDecl>(nd))) known = true;
        if (promela && !member && !known) *ok = false;
        if (!promela) model_.used_identifiers.insert(word);
        out += word;
      }
      i = j;
    }
    return out;
  }

  // Whether a rule's output can store a result into a C temporary: its primitive has a _c form,
  // or the rule calls one itself (bitops.pml has only those: test_and_set_bit_c).
  bool has_c_form(const std::string& promela) const {
    std::string head = promela.substr(0, promela.find('('));
    if (model_.runtime_macros.count(head + "_c")) return true;
    return head.size() > 2 && head.compare(head.size() - 2, 2, "_c") == 0 && model_.runtime_macros.count(head);
  }

  std::string rerender_captures(const LookupResult& r) {
    if (r.captures.empty()) return r.promela;
    std::vector<std::tuple<std::string, std::string, std::string>> caps;  // C text, Promela, C lvalue
    bool all_promela = true;
    for (const auto& [name, text] : r.captures) {
      (void)name;
      if (r.promela.find(text) == std::string::npos) continue;  // not used by the rule's output
      bool ok = true;
      std::string p = render_capture(text, true, &ok);
      bool c_ok = true;
      std::string c = render_capture(text, false, &c_ok);
      if (!ok) all_promela = false;
      caps.emplace_back(text, ok ? p : std::string(), c);
    }
    std::string head = r.promela.substr(0, r.promela.find('('));
    // A rule that calls a _c primitive itself wants every capture as C.
    bool c_rule = head.size() > 2 && head.compare(head.size() - 2, 2, "_c") == 0 &&
                  model_.runtime_macros.count(head);
    bool variant = !c_rule && !all_promela && r.promela.find('(') != std::string::npos &&
                   model_.runtime_macros.count(head + "_c");
    if (!all_promela && !variant && !c_rule) return r.promela;  // the rule's author decides
    std::string out = variant ? head + "_c" + r.promela.substr(head.size()) : r.promela;
    if (c_rule) variant = true;
    std::sort(caps.begin(), caps.end(), [](const auto& a, const auto& b) { return std::get<0>(a).size() > std::get<0>(b).size(); });
    // Replace each capture where it stands as a whole (not inside a longer name).
    std::string result;
    for (size_t i = 0; i < out.size();) {
      bool done = false;
      bool boundary = i == 0 || !(std::isalnum(static_cast<unsigned char>(out[i - 1])) || out[i - 1] == '_' || out[i - 1] == '$');
      for (const auto& [text, p, c] : caps) {
        if (!boundary || text.empty() || out.compare(i, text.size(), text) != 0) continue;
        size_t end = i + text.size();
        if (end < out.size() && (std::isalnum(static_cast<unsigned char>(out[end])) || out[end] == '_' || out[end] == '$') &&
            (std::isalnum(static_cast<unsigned char>(text.back())) || text.back() == '_' || text.back() == '$'))
          continue;
        result += variant ? c : p;
        i = end;
        done = true;
        break;
      }
      if (!done) result += out[i++];
    }
    if (variant) model_.uses_cmem = true;
    return result;
  }

  std::string subst(const std::string& generated) { return apply_substitutes(*model_.script, spec_.tables, generated); }

  // SPIN refuses a c_expr as "having side-effects" when, outside parentheses, it sees a name
  // followed by `(` (a macro such as S_ISDIR(de->mode) looks like a call to it) or an `=`: such a
  // text is written inside one more pair of parentheses, which C reads the same.
  // SPIN's scan does not skip string literals either: an `=`, `;`, `++` or `--` in one
  // ("t0=0;", "a++") is refused, so those characters are written as octal escapes, the same
  // bytes (an escaped quote: PmlBuffer).
  static std::string cexpr_text(const std::string& t0) {
    const std::string t = octal_in_literals(t0, "=;+-");
    int depth = 0;
    bool wrap = false;
    for (size_t i = 0; i < t.size() && !wrap; ++i) {
      char ch = t[i];
      if (ch == '"' || ch == '\'') {
        size_t j = i + 1;
        while (j < t.size() && t[j] != ch) j += t[j] == '\\' ? 2 : 1;
        i = j;
        continue;
      }
      if (ch == '(' || ch == '[') {
        if (depth == 0 && ch == '(' && i > 0 &&
            (std::isalnum(static_cast<unsigned char>(t[i - 1])) || t[i - 1] == '_'))
          wrap = true;
        ++depth;
      } else if (ch == ')' || ch == ']') {
        --depth;
      } else if (ch == '=' && depth == 0) {
        bool cmp = (i + 1 < t.size() && t[i + 1] == '=') ||
                   (i > 0 && (t[i - 1] == '=' || t[i - 1] == '!' || t[i - 1] == '<' || t[i - 1] == '>'));
        if (!cmp) wrap = true;
      }
    }
    return wrap ? "(" + t + ")" : t;
  }

  static std::string comment_safe(std::string t) {
    for (size_t p; (p = t.find("*/")) != std::string::npos;) t.replace(p, 2, "* /");
    return t;
  }
  static std::string printf_safe(const std::string& t) {
    std::string out;
    for (char ch : t) {
      if (ch == '"' || ch == '\\') out += '\\';
      if (ch == '%') out += '%';
      out += ch;
    }
    return out;
  }

  void decl_stmt(const clang::DeclStmt* d, int ind) {
    Span span = text_.stmt_span(d, true);
    std::string norm = lookup_key(span, d);
    for (const clang::Decl* decl : d->decls())
      if (const auto* v = dyn_cast<clang::VarDecl>(decl)) {
        if (v->getTLSKind() != clang::VarDecl::TLS_None) {
          thread_local_var(v);
        } else if (v->hasGlobalStorage()) {
          global_var(model_, ctx_, v);  // a static local lives as long as a global
        } else {
          local_var(v);
        }
      }
    if (auto r = rule_for(norm)) {
      // `int rc = pthread_mutex_lock(&m);` against `$R=pthread_mutex_lock(&$M);`: $R caught the
      // type with the name. The rule is meant for the assignment the declaration makes.
      const auto* v = d->isSingleDecl() ? dyn_cast<clang::VarDecl>(d->getSingleDecl()) : nullptr;
      std::string declarator = norm.substr(0, norm.find('='));
      bool caught_type = v && v->getInit() && !v->hasGlobalStorage() &&
                         std::any_of(r->captures.begin(), r->captures.end(),
                                     [&](const auto& c) { return c.second == declarator; });
      if (caught_type) {
        std::string assign = normalize_c(v->getNameAsString() + "=" + norm.substr(norm.find('=') + 1));
        if (auto ra = rule_for(assign)) {
          apply_rule(*ra, span, d, StmtKind::Decl, assign, ind);
          return;
        }
      }
      apply_rule(*r, span, d, StmtKind::Decl, norm, ind);
      return;
    }
    // Without a rule, a declaration costs a step only when it initialises something.
    std::string assigns;
    for (const clang::Decl* decl : d->decls()) {
      const auto* v = dyn_cast<clang::VarDecl>(decl);
      if (!v || !v->getInit() || v->hasGlobalStorage()) continue;
      const clang::Expr* init = v->getInit();
      Span is = text_.stmt_span(init, false);
      const PmlVar& pv = local_var(v);
      // `struct config *c = get_config();`: the call is expanded first, into a temporary.
      auto temps = hoist_calls(init, ind);
      hoist_rule_calls(init, ind, temps);
      if (temps.empty()) hoist_shared_increments(init, ind, temps, true);
      if (!temps.empty()) {
        check_calls(init, is);
        out_.statement(ind, subst("c_code " + guard(init) + "{ " + pv.c_ref + " = " + text_.render_c(is, init, temps) + "; }"),
                       entry(span, StmtKind::Decl, norm, "default"));
        continue;
      }
      if (ctx_.getAsArrayType(v->getType()) || isa<clang::InitListExpr>(init->IgnoreImplicit())) {
        // Array and aggregate initialisers need C's declaration syntax: memcpy from a literal.
        std::string t = pv.type;
        assigns += "{ " + (pv.promela ? pv.type + " mk_init" + pv.array
                                      : std::string(t).replace(t.rfind(pv.name), pv.name.size(), "mk_init")) +
                   " = " + text_.render_c(is, init) + "; memcpy(&" + pv.c_ref + ", &mk_init, sizeof mk_init); } ";
      } else {
        assigns += pv.c_ref + " = " + text_.render_c(is, init) + "; ";
      }
    }
    if (assigns.empty()) return;
    note_unmapped(span, norm);
    assigns.pop_back();
    check_calls(d, span);
    out_.statement(ind, subst("c_code " + guard(d) + "{ " + assigns + " }"), entry(span, StmtKind::Decl, norm, "c_code"));
  }

  void jump(const clang::Stmt* s, const std::string& label, int ind) {
    Span span = text_.stmt_span(s, true);
    // A script may map a jump as any statement (`goto ERROR<TAB>assert(false)`: the error label
    // of a TACAS-style task), as Modex looks every statement up.
    if (isa<clang::GotoStmt>(s)) {
      std::string norm = lookup_key(span, s);
      if (auto rule = rule_for(norm)) {
        apply_rule(*rule, span, s, StmtKind::Jump, norm, ind);
        return;
      }
    }
    out_.statement(ind, "goto " + label, entry(span, StmtKind::Jump, normalize_c(span.text), "default"));
  }

  void return_stmt(const clang::ReturnStmt* r, int ind) {
    Span span = text_.stmt_span(r, true);
    std::string norm = lookup_key(span, r);
    used_ret_label_ = true;
    if (auto rule = rule_for(norm)) {
      apply_rule(*rule, span, r, StmtKind::Return, norm, ind);
      return;
    }
    const clang::Expr* value = r->getRetValue();
    if (!value) {
      out_.statement(ind, "goto " + ret_label_, entry(span, StmtKind::Return, norm, "default"));
      return;
    }
    auto temps = hoist_calls(value, ind);
    // `return pthread_mutex_lock(l);` in a helper: the call runs as its rule (left in the c_code
    // it was the real call on the model's variable, the lock never taken in the model).
    hoist_rule_calls(value, ind, temps);
    // `return --o->refs;` in a put helper: the decrement is a load and a store of its own.
    if (temps.empty()) hoist_shared_increments(value, ind, temps, true);
    Span vs = text_.stmt_span(value, false);
    // (A hoisted piece of a macro's body has the whole use's span, but is not all of it.)
    bool expanded_whole = !temps.empty() && temps.front().span.macro.empty() &&
                          temps.front().span.text.size() == vs.text.size();
    // A start routine's value is what pthread_join hands back (cmem.pml's mokert_retv): a
    // program that checks it must see the thread's own value, not NULL.
    if (model_.join_values && ret_ref_.empty() && ret_label_ == "mokert_return" && fname_ != "main" &&
        !value->isNullPointerConstant(ctx_, clang::Expr::NPC_ValueDependentIsNotNull) &&
        (!expanded_whole || temps.size() == 1)) {
      // With parts run first (`return (void *)(long)count++;`, `return (void *)(long)work(id);`)
      // the value is the rest read with their temporaries: it was dropped, and the joiner saw NULL.
      note_unmapped(span, norm);
      check_calls(value, vs);
      model_.uses_cmem = true;
      out_.statement(ind, "c_code " + guard(value) + "{ now.mokert_retv[MOKERT_PID] = (void *)(" +
                              subst(text_.render_c(vs, value, temps)) + "); }; goto " + ret_label_,
                     entry(span, StmtKind::Return, norm, "c_code"));
      return;
    }
    if (ret_ref_.empty()) {
      if (!value->HasSideEffects(ctx_) || (expanded_whole && temps.size() == 1)) {
        out_.statement(ind, "goto " + ret_label_, entry(span, StmtKind::Return, norm, "default"));
        return;
      }
      note_unmapped(span, norm);
      check_calls(value, vs);
      out_.statement(ind, "c_code " + guard(value) + "{ (void)(" + subst(text_.render_c(vs, value, temps)) + "); }; goto " + ret_label_,
                     entry(span, StmtKind::Return, norm, "c_code"));
      return;
    }
    note_unmapped(span, norm);
    check_calls(value, vs);
    std::string cast = ret_var_.empty() ? "" : "(int)";
    out_.statement(ind, "c_code " + guard(value) + "{ " + ret_ref_ + " = " + cast + "(" + subst(text_.render_c(vs, value, temps)) +
                            "); }; goto " + ret_label_,
                   entry(span, StmtKind::Return, norm, "c_code"));
  }

  // A call of a variadic function the file defines (a log helper: `log_msg("got %d", n)`) has
  // no expansion: its argument list has no names to bind. One that touches none of the
  // program's globals and calls none of its functions cannot change what the threads share: it
  // is a step that does nothing, with a note. Any other is an input error asking for a rule.
  bool variadic_call(const clang::CallExpr* call, const Span& span, int ind) {
    const clang::FunctionDecl* callee = call->getDirectCallee();
    const clang::FunctionDecl* def = nullptr;
    if (!callee || !callee->hasBody(def) || !def || !def->isVariadic()) return false;
    if (!in_program(sm_, def->getLocation())) return false;
    std::string norm = normalize_c(span.text);
    if (rule_for(norm)) return false;
    struct Uses : clang::RecursiveASTVisitor<Uses> {
      const clang::SourceManager* sm;
      bool program_data = false;
      bool VisitDeclRefExpr(clang::DeclRefExpr* d) {
        const clang::Decl* decl = d->getDecl();
        bool mine = in_program(*sm, decl->getLocation());
        if (const auto* v = dyn_cast<clang::VarDecl>(decl); v && v->hasGlobalStorage() && mine) program_data = true;
        if (const auto* f = dyn_cast<clang::FunctionDecl>(decl); f && mine && f->hasBody()) program_data = true;
        return true;
      }
    } uses;
    uses.sm = &sm_;
    uses.TraverseStmt(def->getBody());
    std::string name = def->getNameAsString();
    if (uses.program_data && va_only_output(def)) return false;  // expanded (expandable)
    if (uses.program_data)
      throw InputError(located(file_, span.line,
                               "`" + name + "` takes a variable argument list, so its calls cannot be expanded into the "
                               "model, and it uses the program's own data or functions: write a rule for it in the "
                               "script's table (e.g. `" + name + "(...<TAB>skip`, or Promela for what it does)"));
    model_.notes.push_back(located(file_, span.line, "`" + normalize_c(span.text) + "` is a step that does nothing in the model: `" +
                                                         name + "` takes a variable argument list and touches none of the "
                                                         "program's data"));
    out_.statement(ind, "skip", entry(span, StmtKind::Call, norm, "default"));
    return true;
  }

  void expr_stmt(const clang::Expr* e, int ind) {
    Span span = text_.stmt_span(e, true);
    if (text_.is_assert(e)) {
      assert_stmt(e, span, ind);
      return;
    }
    StmtKind kind = kind_of(e);
    // A call of a function extracted as an inline is a Promela inline call.
    if (const auto* call = dyn_cast<clang::CallExpr>(e->IgnoreParens())) {
      if (variadic_call(call, span, ind)) return;
      if (const auto* callee = call->getDirectCallee()) {
        auto it = model_.extracted.find(callee->getNameAsString());
        if (it != model_.extracted.end() && it->second == ExtractMode::Inline) {
          std::string norm = normalize_c(span.text);
          if (!rule_for(norm)) {
            std::string args;
            bool ok = true;
            for (const clang::Expr* a : call->arguments()) {
              auto p = text_.render_promela(text_.stmt_span(a, false), a);
              if (!p) ok = false;
              if (!args.empty()) args += ", ";
              args += p.value_or("");
            }
            if (ok) {
              out_.statement(ind, inline_copy_name(model_, callee->getNameAsString(), owner_) + "(" + args + ")",
                             entry(span, StmtKind::Call, norm, "default"));
              return;
            }
          }
        }
      }
    }
    plain(span, e, kind, ind);
  }

  // An assertion's C condition with its memory checks. SPIN drops a c_expr's precondition inside
  // assert(), so the checks are part of the asserted expression: a use after free in the
  // condition fails the assertion, after cmem.pml's check has printed what it read and where.
  std::string checked_assert_expr(const clang::Expr* checked, const std::string& body) {
    std::string g = checked ? guard(checked) : std::string();
    if (g.size() > 3) return "c_expr { (" + g.substr(1, g.size() - 3) + ") && (" + body + ") }";
    return "c_expr { " + body + " }";
  }

  void assert_stmt(const clang::Expr* e, const Span& span, int ind) {
    if (const clang::Expr* cond = text_.system_assert_in_macro(e)) {
      // <assert.h>'s assert inside the program's macro (`#define BUG() assert(0)`): the span is
      // the macro's call, not `assert(...)`, so the condition comes from the expansion itself;
      // a C call of __assert_fail in pan would abort the search instead of reporting.
      std::string norm = normalize_c(span.text);
      std::string check;
      clang::Expr::EvalResult value;
      if (!cond->isValueDependent() && cond->EvaluateAsInt(value, ctx_))
        check = value.Val.getInt().getBoolValue() ? "true" : "false";
      else {
        auto temps = hoist_calls(cond, ind);
        check = subst(checked_assert_expr(temps.empty() ? cond : nullptr, cexpr_text(text_.render_c_expanded(cond, temps))));
      }
      out_.statement(ind, "assert(" + check + ")", entry(span, StmtKind::Call, norm, "default"));
      return;
    }
    std::string norm = normalize_c(span.text);
    std::string rule = "default";
    if (auto r = rule_for(norm)) {
      // A rule that keeps the assertion (`assert($E);<TAB>assert($E)`) lets the translator render
      // the condition; any other rule (skip, hide, ...) decides itself.
      bool keeps = r->kind == RhsKind::Promela && !r->c_code && r->promela.rfind("assert(", 0) == 0 &&
                   r->captures.size() == 1 && r->promela == "assert(" + r->captures[0].second + ")";
      if (!keeps) {
        apply_rule(*r, span, e, StmtKind::Call, norm, ind);
        return;
      }
      rule = r->rule;
    }
    Span arg = text_.assert_argument(span);
    auto temps = hoist_calls(e, ind);  // assert(get_config()->used == 2): the call runs first
    std::string check;
    if (auto p = temps.empty() ? text_.render_promela(arg, e) : std::nullopt) {
      check = *p;
    } else {
      // The checks come from the condition: glibc's expansion hides it in a statement expression
      // that collect_guards does not enter, and `assert(o->data == 42)` on a freed o was proved.
      const clang::Expr* cond = text_.assert_condition(e);
      check = subst(checked_assert_expr(temps.empty() ? (cond ? cond : e) : nullptr,
                                        cexpr_text(text_.render_c(arg, e, temps))));
    }
    out_.statement(ind, "assert(" + check + ")", entry(span, StmtKind::Call, norm, rule));
  }

  // ---- conditions --------------------------------------------------------------------------
  struct Guard {
    std::string yes, no;     // Promela guard for the true branch and for the else branch
    Span span;
    std::string c_text, rule;
    std::string nondet;      // the condition is an input the model chooses: its call
  };

  MapEntry guard_entry(const Guard& g, const std::string& branch) {
    MapEntry e = entry(g.span, StmtKind::Condition, g.c_text, g.rule, branch);
    e.nondet = g.nondet;
    return e;
  }

  // Hoists calls out of a leaf condition, looks it up, and gives its two guards.
  Guard leaf_guard(const clang::Expr* cond, int ind) {
    Guard g;
    g.span = text_.stmt_span(cond, false);
    g.c_text = normalize_c(g.span.text);
    std::string key = normalize_condition(by_name_active_ || text_.part_of_macro_body(cond)
                                              ? text_.render_source(g.span, cond) : g.span.text);
    auto r = lookup_spelled(key, normalize_condition(g.span.text));
    if (!r && by_name_active_) {
      // A rule written against the function's own text (`share > max_share` in a helper called
      // as take_share(10)) applies too, unless its Promela names the parameter.
      auto own = rule_for(normalize_condition(g.span.text));
      if (own && (own->c_code || own->kind != RhsKind::Promela)) r = own;
    }
    if (r) {
      g.rule = r->rule;
      g.no = "else";
      if (!r->warning.empty()) model_.notes.push_back(r->warning);
      if (r->c_code) {
        g.yes = subst("c_expr { " + cexpr_text(text_.render_c(g.span, cond)) + " }");
        return g;
      }
      switch (r->kind) {
        case RhsKind::Promela:
        case RhsKind::Keep: g.yes = "(" + r->promela + ")"; return g;
        case RhsKind::True: g.yes = "true"; return g;
        case RhsKind::False: g.yes = "false"; return g;
        default:  // hide, skip, comment, print: the model cannot tell; both branches possible
          g.yes = "true"; g.no = "true";
          // `if (__VERIFIER_nondet_int())`, also spelled by a macro: the branch the model takes
          // is the value the call returns (the checker records it, the replay gives it).
          static const std::regex nondet_call(R"(\(?(__VERIFIER_nondet_[A-Za-z0-9_]+\(\))\)?)");
          if (std::smatch m; std::regex_match(key, m, nondet_call)) g.nondet = m[1].str();
          return g;
      }
    }
    // Calls inside the condition run first, each its own step (Modex cannot do this): calls of
    // functions the file defines are expanded, calls a rule maps (pthread_create) use the rule
    // and count as succeeding, others are C calls.
    std::vector<TextRenderer::Replacement> temps = hoist_calls(cond, ind);
    hoist_macro_rule_calls(cond, ind, temps);
    if (temps.empty() && text_.outer_calls(cond).empty()) hoist_shared_increments(cond, ind, temps, true);
    for (const clang::CallExpr* call : text_.outer_calls(cond)) {
      Span cs = text_.stmt_span(call, false);
      bool done = false;
      for (const auto& t : temps) done = done || t.span.begin == cs.begin;
      if (done) continue;
      std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
      std::string ref = "P" + owner_ + "->" + tmp;
      std::string cnorm = normalize_c(cs.text);
      std::string call_text = by_name_active_ ? text_.render_source(cs, call) : cs.text;
      // A call whose result a rule gives (`$R=pthread_mutex_trylock(&$M);`): the result goes
      // into a temporary the condition reads, so the model has both outcomes (counted as
      // succeeding, a trylock that fails would never take its failure path). Only through the
      // rule's C-lvalue variant (NAME_c), which can store into the temporary.
      std::string with_result = normalize_c(ref + "=" + call_text + ";");
      if (auto r = rule_for(with_result);
          r && !r->c_code && r->kind == RhsKind::Promela &&
          has_c_form(r->promela)) {
        temps_.push_back(text_.c_type_of(call) + " " + tmp);
        apply_rule(*r, cs, call, StmtKind::Call, with_result, ind);
        temps.push_back({cs, ref, call});
        continue;
      }
      std::string as_stmt = normalize_c(call_text + ";");
      if (auto r = rule_for(as_stmt);
          r && !r->c_code && (r->kind == RhsKind::Promela || r->kind == RhsKind::Keep)) {
        apply_rule(*r, cs, call, StmtKind::Call, as_stmt, ind);
        temps.push_back({cs, "0", call});
        continue;
      }
      temps_.push_back(text_.c_type_of(call) + " " + tmp);
      note_unmapped(cs, cnorm);
      check_calls(call, cs);
      out_.statement(ind, subst("c_code " + guard(call) + "{ " + ref + " = " + text_.render_c(cs, call, temps) + "; }"),
                     entry(cs, StmtKind::Call, cnorm, "c_code"));
      temps.push_back({cs, ref, call});
    }
    g.rule = "c_code";
    note_unmapped(g.span, g.c_text);
    if (writes_in_condition(cond)) {
      // `(next = strchr(cp, '/')) != NULL`: SPIN evaluates a guard whenever it looks for an
      // executable option, so the write runs once, in its own step, and the guard tests its value.
      std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
      std::string ref = "P" + owner_ + "->" + tmp;
      temps_.push_back("int " + tmp);
      out_.statement(ind, subst("c_code " + (temps.empty() ? guard(cond) : std::string()) + "{ " + ref + " = ((" +
                                text_.render_c(g.span, cond, temps) + ") != 0); }"),
                     entry(g.span, StmtKind::Other, g.c_text, "c_code"));
      g.yes = "c_expr { " + ref + " }";
      g.no = "else";
      return g;
    }
    g.yes = subst("c_expr " + (temps.empty() ? guard(cond) : std::string()) + "{ " +
                  cexpr_text(text_.render_c(g.span, cond, temps)) + " }");
    g.no = "else";
    return g;
  }

  static const clang::Expr* strip(const clang::Expr* e) { return e->IgnoreParenImpCasts(); }

  // An atomic read-modify-write or store (<stdatomic.h>, GCC's __atomic_* and __sync_*
  // builtins): like an assignment, it must run once, in a step of its own, never inside a guard
  // that SPIN evaluates whenever it looks for an executable option.
  static bool atomic_write(const clang::Stmt* s) {
    if (const auto* a = dyn_cast_or_null<clang::AtomicExpr>(s))
      return a->getOp() != clang::AtomicExpr::AO__c11_atomic_load &&
             a->getOp() != clang::AtomicExpr::AO__atomic_load_n && a->getOp() != clang::AtomicExpr::AO__atomic_load;
    if (const auto* call = dyn_cast_or_null<clang::CallExpr>(s))
      if (call->getBuiltinCallee() != 0)
        if (const auto* f = call->getDirectCallee()) return f->getName().startswith("__sync_");
    return false;
  }

  // An assignment, ++/-- or statement expression outside the calls (those run first, hoisted).
  static bool writes_in_condition(const clang::Stmt* s) {
    if (atomic_write(s)) return true;
    if (!s || isa<clang::CallExpr>(s) || isa<clang::UnaryExprOrTypeTraitExpr>(s)) return false;
    if (isa<clang::StmtExpr>(s)) return true;
    if (const auto* b = dyn_cast<clang::BinaryOperator>(s))
      if (b->isAssignmentOp()) return true;
    if (const auto* u = dyn_cast<clang::UnaryOperator>(s))
      if (u->isIncrementDecrementOp()) return true;
    for (const clang::Stmt* c : s->children())
      if (writes_in_condition(c)) return true;
    return false;
  }

  bool is_compound(const clang::Expr* e) {
    e = strip(e);
    if (text_.in_macro_body(e)) return false;  // likely()/unlikely() and friends stay whole
    if (const auto* b = dyn_cast<clang::BinaryOperator>(e)) return b->isLogicalOp();
    if (const auto* u = dyn_cast<clang::UnaryOperator>(e))
      return u->getOpcode() == clang::UO_LNot && is_compound(u->getSubExpr());
    return false;
  }

  std::string new_label(const std::string& what) { return "mk_" + tag_ + what + std::to_string(++label_count_); }

  // Short-circuit evaluation as jumps: every C condition part is its own Promela line.
  // `next` is the label that follows directly, so a jump there can be left out.
  void branch(const clang::Expr* cond, const std::string& t, const std::string& f, const std::string& next,
              int ind) {
    const clang::Expr* e = strip(cond);
    if (is_compound(e)) {
      if (const auto* u = dyn_cast<clang::UnaryOperator>(e)) {
        branch(u->getSubExpr(), f, t, next, ind);
        return;
      }
      const auto* b = dyn_cast<clang::BinaryOperator>(e);
      std::string mid = new_label(b->getOpcode() == clang::BO_LAnd ? "and" : "or");
      if (b->getOpcode() == clang::BO_LAnd)
        branch(b->getLHS(), mid, f, mid, ind);
      else
        branch(b->getLHS(), t, mid, mid, ind);
      out_.label(mid);
      branch(b->getRHS(), t, f, next, ind);
      return;
    }
    Guard g = leaf_guard(e, ind);
    out_.open(ind, "if");
    out_.structural(ind, ":: " + g.yes + (t == next ? "" : " -> goto " + t),
                    guard_entry(g, "true"));
    out_.structural(ind, ":: " + g.no + (f == next ? "" : " -> goto " + f),
                    guard_entry(g, "false"));
    out_.structural(ind, "fi;");
  }

  void if_stmt(const clang::IfStmt* s, int ind) {
    if (s->getConditionVariableDeclStmt()) stmt(s->getConditionVariableDeclStmt(), ind);
    const clang::Expr* cond = s->getCond();
    if (!is_compound(cond)) {
      Guard g = leaf_guard(strip(cond), ind);
      out_.open(ind, "if");
      out_.structural(ind, ":: " + g.yes + " ->", guard_entry(g, "true"));
      stmt(s->getThen(), ind + 1);
      out_.structural(ind, ":: " + g.no + " ->", guard_entry(g, "false"));
      if (s->getElse()) stmt(s->getElse(), ind + 1);
      out_.structural(ind, "fi;");
      return;
    }
    std::string then_l = new_label("then"), else_l = new_label("else"), end_l = new_label("endif");
    branch(cond, then_l, s->getElse() ? else_l : end_l, then_l, ind);
    out_.label(then_l);
    stmt(s->getThen(), ind);
    if (s->getElse()) {
      out_.statement(ind, "goto " + end_l);
      out_.label(else_l);
      stmt(s->getElse(), ind);
    }
    out_.label(end_l);
  }

  // while, do-while and for, all as labelled blocks: the condition is tested at `top`
  // (after the body for do-while), `continue` goes to `cont`, `break` to `brk`.
  static bool creates_threads(const clang::Stmt* s) {
    if (!s) return false;
    if (const auto* call = dyn_cast<clang::CallExpr>(s))
      if (const auto* f = call->getDirectCallee(); f && f->getName() == "pthread_create") return true;
    for (const clang::Stmt* c : s->children())
      if (creates_threads(c)) return true;
    return false;
  }

  static bool joins_threads(const clang::Stmt* s) {
    if (!s) return false;
    if (const auto* call = dyn_cast<clang::CallExpr>(s))
      if (const auto* f = call->getDirectCallee(); f && f->getName() == "pthread_join") return true;
    for (const clang::Stmt* c : s->children())
      if (joins_threads(c)) return true;
    return false;
  }

  // N of a counted loop's condition `i < N`, `i <= N`, `i != N` or `N > i` (0 when it is none).
  long counted_bound(const clang::Expr* cond) const {
    const auto* b = dyn_cast<clang::BinaryOperator>(cond->IgnoreParenImpCasts());
    if (!b) return 0;
    const clang::Expr* bound = nullptr;
    const clang::Expr* var = nullptr;
    switch (b->getOpcode()) {
      case clang::BO_LT: case clang::BO_LE: case clang::BO_NE: bound = b->getRHS(); var = b->getLHS(); break;
      case clang::BO_GT: case clang::BO_GE: bound = b->getLHS(); var = b->getRHS(); break;
      default: return 0;
    }
    clang::Expr::EvalResult n, v;
    if (bound->isValueDependent() || !bound->EvaluateAsInt(n, ctx_) || var->EvaluateAsInt(v, ctx_)) return 0;
    return n.Val.getInt().getExtValue();
  }

  void loop(const clang::Stmt* init, const clang::Expr* cond, const clang::Expr* inc, const clang::Stmt* body,
            bool test_after, int ind) {
    clang::Expr::EvalResult never_false;
    if ((!cond || (!cond->isValueDependent() && cond->EvaluateAsInt(never_false, ctx_) &&
                   never_false.Val.getInt().getBoolValue())) &&
        creates_threads(body))
      model_.endless_thread_loop = true;
    // `for (i = 0; i < 10000; i++) pthread_create(...)`, and the loop that joins them: more threads
    // than the model's process table holds, and a search that would first have to run every pass.
    // The model leaves such a loop after its first kThreadLoopPasses passes: a bound (a search
    // without an error is no proof); an error found is one the program has (the replay runs the
    // real loop, its further threads outside the schedule).
    // `%O -DMOKERT_MAX_THREADS=N` is the user's bound on threads: the loop then runs in full.
    std::string cut;
    const auto& cc = model_.script->pan_cc_flags;
    bool threads_set = std::any_of(cc.begin(), cc.end(), [](const std::string& f) {
      return f.rfind("-DMOKERT_MAX_THREADS", 0) == 0;
    });
    if (cond && !test_after && !threads_set && (creates_threads(body) || joins_threads(body)))
      if (long n = counted_bound(cond); n >= kThreadLoopLimit) {
        cut = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
        pml_temps_.push_back("int " + cut + ";");
        model_.thread_loop_cut = std::max(model_.thread_loop_cut, n);
      }
    if (init) {
      if (const auto* e = dyn_cast<clang::Expr>(init)) {
        Span span = text_.stmt_span(e, false);
        plain(span, e, kind_of(e), ind);
      } else {
        stmt(init, ind);
      }
    }
    std::string top = new_label("top"), cont = new_label("cont"), brk = new_label("brk");
    std::string body_l = new_label("body");
    if (!cut.empty()) out_.statement(ind, cut + " = 0");
    out_.label(top);
    if (!test_after && cond) {
      branch(cond, body_l, brk, body_l, ind);
      out_.label(body_l);
      if (!cut.empty())
        out_.statement(ind, "if :: " + cut + " < " + std::to_string(kThreadLoopPasses) + " -> " + cut +
                                "++ :: else -> goto " + brk + " fi");
    }
    break_.push_back(brk);
    continue_.push_back(cont);
    stmt(body, ind + 1);
    break_.pop_back();
    continue_.pop_back();
    out_.label(cont);
    if (inc) {
      Span span = text_.stmt_span(inc, false);
      plain(span, inc, kind_of(inc), ind);
    }
    if (test_after && cond) {
      branch(cond, top, brk, brk, ind);
    } else {
      out_.statement(ind, "goto " + top);
    }
    out_.label(brk);
  }

  void collect_cases(const clang::Stmt* s, std::vector<const clang::SwitchCase*>& out) {
    if (!s) return;
    if (isa<clang::SwitchStmt>(s)) return;  // nested switches own their cases
    if (const auto* c = dyn_cast<clang::SwitchCase>(s)) out.push_back(c);
    for (const clang::Stmt* child : s->children()) collect_cases(child, out);
  }

  void switch_stmt(const clang::SwitchStmt* s, int ind) {
    if (s->getConditionVariableDeclStmt()) stmt(s->getConditionVariableDeclStmt(), ind);
    const clang::Expr* cond = s->getCond();
    Span cspan = text_.stmt_span(cond, false);
    // `switch (__VERIFIER_nondet_int())`, `switch (next_state(s))`: the model chooses or the
    // helper is expanded first, as in any other expression.
    auto temps = hoist_calls(cond, ind);
    std::string value = text_.render_c(cspan, cond, temps);
    if (!isa<clang::DeclRefExpr>(strip(cond))) {
      // Evaluate the switched value once, as C does.
      std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
      temps_.push_back(text_.c_type_of(cond) + " " + tmp);
      std::string ref = "P" + owner_ + "->" + tmp;
      std::string norm = normalize_c(cspan.text);
      note_unmapped(cspan, norm);
      check_calls(cond, cspan);
      out_.statement(ind, "c_code " + guard(cond) + "{ " + ref + " = " + value + "; }",
                     entry(cspan, StmtKind::Assign, norm, "c_code"));
      value = ref;
    }
    std::vector<const clang::SwitchCase*> cases;
    collect_cases(s->getBody(), cases);
    std::string brk = new_label("brk");
    std::string default_label;
    const clang::DefaultStmt* deflt = nullptr;
    out_.open(ind, "if");
    for (const clang::SwitchCase* c : cases) {
      std::string l = new_label("case");
      case_labels_[c] = l;
      if (const auto* d = dyn_cast<clang::DefaultStmt>(c)) {
        default_label = l;
        deflt = d;
        continue;
      }
      const auto* cs = dyn_cast<clang::CaseStmt>(c);
      Span span = text_.case_span(cs);
      std::string lhs = text_.render_c(text_.stmt_span(cs->getLHS(), false), cs->getLHS());
      std::string test = "(" + value + ") == (" + lhs + ")";
      if (cs->getRHS())  // GNU case ranges
        test = "(" + value + ") >= (" + lhs + ") && (" + value + ") <= (" +
               text_.render_c(text_.stmt_span(cs->getRHS(), false), cs->getRHS()) + ")";
      ++model_.c_code_statements;
      out_.structural(ind, ":: c_expr { " + cexpr_text(test) + " } -> goto " + l,
                      entry(span, StmtKind::Condition, normalize_c(span.text), "c_code", "true"));
    }
    if (deflt) {
      Span span = text_.case_span(deflt);
      out_.structural(ind, ":: else -> goto " + default_label,
                      entry(span, StmtKind::Condition, normalize_c(span.text), "default", "false"));
    } else {
      out_.structural(ind, ":: else -> goto " + brk,
                      entry(cspan, StmtKind::Condition, normalize_c(cspan.text), "default", "false"));
    }
    out_.structural(ind, "fi;");
    break_.push_back(brk);
    stmt(s->getBody(), ind + 1);
    break_.pop_back();
    out_.label(brk);
  }

  ModelContext& model_;
  clang::ASTContext& ctx_;
  const clang::SourceManager& sm_;
  const clang::FunctionDecl* fn_;
  const ExtractSpec& spec_;
  std::string fname_, pml_name_, owner_, file_, tag_, var_tag_;
  std::string ret_var_, ret_label_, ret_ref_;
  const clang::FunctionDecl* root_fn_ = nullptr;
  std::vector<const clang::FunctionDecl*> expanding_;
  std::map<const clang::VarDecl*, PmlVar> param_vars_;
  unsigned expansion_count_ = 0;
  bool by_name_active_ = false;
  std::vector<std::string> by_name_params_;  // parameters bound by name in the expansions open now
  bool used_ret_label_ = false;
  std::map<const clang::VarDecl*, PmlVar> locals_;
  std::vector<std::pair<const clang::VarDecl*, PmlVar>> local_order_;
  std::set<std::string> used_names_;
  clang::SourceLocation cur_loc_;  // the statement being translated (var_named's scope)
  std::vector<clang::SourceLocation> call_sites_;  // the calls being expanded, outermost first
  std::vector<std::string> temps_;
  std::vector<std::string> pml_temps_;  // Promela locals: values the model chooses (nondet)
  std::vector<std::string> param_copies_;
  std::vector<std::string> break_, continue_;
  std::map<const clang::SwitchCase*, std::string> case_labels_;
  unsigned label_count_ = 0, temp_count_ = 0;
  TextRenderer text_;
  PmlBuffer out_;
};

}  // namespace

FunctionOutput translate_function(ModelContext& model, clang::ASTContext& ctx, const clang::FunctionDecl* fn,
                                  const ExtractSpec& spec, const std::string& owner) {
  Translator t(model, ctx, fn, spec, owner);
  return t.run();
}

} // namespace mokert
