// The statement walker: C control flow -> Promela, one C statement per Promela line.
#include "translate_function.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>
#include <clang/AST/Stmt.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "mokert/error.hpp"
#include "translate_text.hpp"

namespace mokert {
namespace {

using clang::dyn_cast;
using clang::isa;

class Translator {
public:
  Translator(ModelContext& model, clang::ASTContext& ctx, const clang::FunctionDecl* fn,
             const ExtractSpec& spec)
      : model_(model), ctx_(ctx), sm_(ctx.getSourceManager()), fn_(fn), spec_(spec) {
    fname_ = fn->getNameAsString();
    bool proc = spec.mode != ExtractMode::Inline && spec.mode != ExtractMode::NoEncapsulation;
    pml_name_ = proc ? proctype_name(fname_) : fname_;
    if (proc) {
      owner_ = pml_name_;
    } else {
      auto it = model.inline_caller.find(fname_);
      owner_ = it != model.inline_caller.end() ? it->second : proctype_name(fname_);
    }
    file_ = std::filesystem::absolute(sm_.getFilename(sm_.getExpansionLoc(fn->getLocation())).str())
                .lexically_normal()
                .string();
    // Inlines expand into their callers: their labels and temporaries must not collide. A -n
    // body is the whole of the script's proctype p_f, and Modex keeps its names as in the C
    // (the script's rules say Pp_f->out).
    tag_ = proc || spec.mode == ExtractMode::NoEncapsulation ? "" : fname_ + "_";
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
    used_ret_label_ = is_proc;
    // Every global the function touches belongs to the model, also when only rules use it.
    if (const auto* body = fn_->getBody()) register_globals(body);
    for (const auto& c : param_copies_) out_.statement(1, c);
    if (const auto* body = fn_->getBody()) stmt(body, 1);
    if (used_ret_label_) out_.label(ret_label_);
    bool proc = spec_.mode != ExtractMode::Inline && spec_.mode != ExtractMode::NoEncapsulation;
    // The runtime learns that a thread ended (pthread_join waits for it); see extract.cpp.
    if (proc) out_.statement(1, "mokert_thread_exit()");
    out_.flush_labels(1);
    if (out_.lines().empty()) out_.statement(1, "skip");
    out.body = std::move(out_);
    for (const auto& [decl, v] : local_order_) {
      (void)decl;
      if (v.promela)
        out.decls.push_back(v.type + " " + v.name + v.array + (v.init.empty() ? "" : " = " + v.init) + ";");
      else
        out.top_decls.push_back("c_state \"" + v.type + "\" \"Local " + owner_ + "\"");
    }
    for (const auto& t : temps_) out.top_decls.push_back("c_state \"" + t + "\" \"Local " + owner_ + "\"");
    return out;
  }

private:
  void register_globals(const clang::Stmt* s) {
    if (!s) return;
    if (const auto* d = dyn_cast<clang::DeclRefExpr>(s))
      if (const auto* v = dyn_cast<clang::VarDecl>(d->getDecl()))
        if (v->hasGlobalStorage() && !v->isStaticLocal()) global_var(model_, ctx_, v);
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
    }
    bool returns = !fn_->getReturnType()->isVoidType();
    if (returns && !proc) {
      // A proctype's return value goes nowhere; an inline's lands in ret_<function>.
      ret_var_ = "ret_" + fname_;
      model_.extra_globals.push_back("int " + ret_var_ + ";");
    }
    switch (spec_.mode) {
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

  const PmlVar& local_var(const clang::VarDecl* var) {
    auto it = locals_.find(var);
    if (it != locals_.end()) return it->second;
    PmlVar v;
    std::string base = tag_ + promela_safe_name(var->getNameAsString());
    v.name = base;
    for (int n = 2; used_names_.count(v.name); ++n) v.name = base + "_" + std::to_string(n);
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
    e.c = {file_, span.line, span.col, span.end_line, span.end_col};
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
      jump(g, promela_safe_label(g->getLabel()->getNameAsString()), ind);
    } else if (const auto* l = dyn_cast<clang::LabelStmt>(s)) {
      out_.label(promela_safe_label(l->getName()));
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
  void plain(const Span& span, const clang::Stmt* s, StmtKind kind, int ind) {
    std::string c = span.text;
    std::string norm = normalize_c(c);
    if (auto r = lookup(*model_.script, spec_.tables, norm)) {
      apply_rule(*r, span, s, kind, norm, ind);
      return;
    }
    emit_c_code(span, s, kind, norm, "c_code", ind);
  }

  void emit_c_code(const Span& span, const clang::Stmt* s, StmtKind kind, const std::string& norm,
                   const std::string& rule, int ind) {
    std::string body = text_.render_c(span, s);
    if (body.empty() || body.back() != ';') body += ";";  // for-loop parts come without one
    if (rule == "c_code") note_unmapped(span, norm);
    out_.statement(ind, subst("c_code { " + body + " }"), entry(span, kind, norm, rule));
  }

  void apply_rule(const LookupResult& r, const Span& span, const clang::Stmt* s, StmtKind kind,
                  const std::string& norm, int ind) {
    if (!r.warning.empty()) model_.notes.push_back(r.warning);
    if (r.c_code) {
      emit_c_code(span, s, kind, norm, r.rule, ind);
      return;
    }
    switch (r.kind) {
      case RhsKind::Comment: out_.comment(ind, comment_safe(r.promela), entry(span, kind, norm, r.rule)); return;
      case RhsKind::Hide: return;
      default: break;
    }
    std::string p = r.promela;
    while (!p.empty() && (p.back() == ';' || std::isspace(static_cast<unsigned char>(p.back())))) p.pop_back();
    if (p.empty()) p = "skip";
    MapEntry e = entry(span, kind, norm, r.rule);
    e.nondet = r.nondet;  // the rule's $NONDET: the value the model chooses here
    out_.statement(ind, p, e);
  }

  std::string subst(const std::string& generated) { return apply_substitutes(*model_.script, spec_.tables, generated); }

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
    std::string norm = normalize_c(span.text);
    for (const clang::Decl* decl : d->decls())
      if (const auto* v = dyn_cast<clang::VarDecl>(decl)) {
        if (v->hasGlobalStorage()) {
          global_var(model_, ctx_, v);  // a static local lives as long as a global
        } else {
          local_var(v);
        }
      }
    if (auto r = lookup(*model_.script, spec_.tables, norm)) {
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
    out_.statement(ind, subst("c_code { " + assigns + " }"), entry(span, StmtKind::Decl, norm, "c_code"));
  }

  void jump(const clang::Stmt* s, const std::string& label, int ind) {
    Span span = text_.stmt_span(s, true);
    out_.statement(ind, "goto " + label, entry(span, StmtKind::Jump, normalize_c(span.text), "default"));
  }

  void return_stmt(const clang::ReturnStmt* r, int ind) {
    Span span = text_.stmt_span(r, true);
    std::string norm = normalize_c(span.text);
    used_ret_label_ = true;
    if (auto rule = lookup(*model_.script, spec_.tables, norm)) {
      apply_rule(*rule, span, r, StmtKind::Return, norm, ind);
      return;
    }
    const clang::Expr* value = r->getRetValue();
    if (value && ret_var_.empty() && value->HasSideEffects(ctx_)) {
      Span vs = text_.stmt_span(value, false);
      note_unmapped(span, norm);
      out_.statement(ind, "c_code { (void)(" + subst(text_.render_c(vs, value)) + "); }; goto " + ret_label_,
                     entry(span, StmtKind::Return, norm, "c_code"));
      return;
    }
    if (!value || ret_var_.empty()) {
      out_.statement(ind, "goto " + ret_label_, entry(span, StmtKind::Return, norm, "default"));
      return;
    }
    Span vs = text_.stmt_span(value, false);
    note_unmapped(span, norm);
    out_.statement(ind, "c_code { now." + ret_var_ + " = (int)(" + subst(text_.render_c(vs, value)) + "); }; goto " +
                            ret_label_,
                   entry(span, StmtKind::Return, norm, "c_code"));
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
      if (const auto* callee = call->getDirectCallee()) {
        auto it = model_.extracted.find(callee->getNameAsString());
        if (it != model_.extracted.end() && it->second == ExtractMode::Inline) {
          std::string norm = normalize_c(span.text);
          if (!lookup(*model_.script, spec_.tables, norm)) {
            std::string args;
            bool ok = true;
            for (const clang::Expr* a : call->arguments()) {
              auto p = text_.render_promela(text_.stmt_span(a, false), a);
              if (!p) ok = false;
              if (!args.empty()) args += ", ";
              args += p.value_or("");
            }
            if (ok) {
              out_.statement(ind, callee->getNameAsString() + "(" + args + ")",
                             entry(span, StmtKind::Call, norm, "default"));
              return;
            }
          }
        }
      }
    }
    plain(span, e, kind, ind);
  }

  void assert_stmt(const clang::Expr* e, const Span& span, int ind) {
    std::string norm = normalize_c(span.text);
    std::string rule = "default";
    if (auto r = lookup(*model_.script, spec_.tables, norm)) {
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
    std::string check;
    if (auto p = text_.render_promela(arg, e)) {
      check = *p;
    } else {
      check = subst("c_expr { " + text_.render_c(arg, e) + " }");
    }
    out_.statement(ind, "assert(" + check + ")", entry(span, StmtKind::Call, norm, rule));
  }

  // ---- conditions --------------------------------------------------------------------------
  struct Guard {
    std::string yes, no;     // Promela guard for the true branch and for the else branch
    Span span;
    std::string c_text, rule;
  };

  // Hoists calls out of a leaf condition, looks it up, and gives its two guards.
  Guard leaf_guard(const clang::Expr* cond, int ind) {
    Guard g;
    g.span = text_.stmt_span(cond, false);
    g.c_text = normalize_c(g.span.text);
    std::string key = normalize_condition(g.span.text);
    if (auto r = lookup(*model_.script, spec_.tables, key)) {
      g.rule = r->rule;
      g.no = "else";
      if (!r->warning.empty()) model_.notes.push_back(r->warning);
      if (r->c_code) {
        g.yes = subst("c_expr { " + text_.render_c(g.span, cond) + " }");
        return g;
      }
      switch (r->kind) {
        case RhsKind::Promela:
        case RhsKind::Keep: g.yes = "(" + r->promela + ")"; return g;
        case RhsKind::True: g.yes = "true"; return g;
        case RhsKind::False: g.yes = "false"; return g;
        default:  // hide, skip, comment, print: the model cannot tell; both branches possible
          g.yes = "true"; g.no = "true"; return g;
      }
    }
    // Calls inside the condition run first, each its own step (Modex cannot do this).
    std::vector<TextRenderer::Replacement> temps;
    for (const clang::CallExpr* call : text_.outer_calls(cond)) {
      Span cs = text_.stmt_span(call, false);
      std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
      temps_.push_back(text_.c_type_of(call) + " " + tmp);
      std::string ref = "P" + owner_ + "->" + tmp;
      std::string cnorm = normalize_c(cs.text);
      note_unmapped(cs, cnorm);
      out_.statement(ind, subst("c_code { " + ref + " = " + text_.render_c(cs, call) + "; }"),
                     entry(cs, StmtKind::Call, cnorm, "c_code"));
      temps.push_back({cs, ref});
    }
    g.rule = "c_code";
    note_unmapped(g.span, g.c_text);
    g.yes = subst("c_expr { " + text_.render_c(g.span, cond, temps) + " }");
    g.no = "else";
    return g;
  }

  static const clang::Expr* strip(const clang::Expr* e) { return e->IgnoreParenImpCasts(); }

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
                    entry(g.span, StmtKind::Condition, g.c_text, g.rule, "true"));
    out_.structural(ind, ":: " + g.no + (f == next ? "" : " -> goto " + f),
                    entry(g.span, StmtKind::Condition, g.c_text, g.rule, "false"));
    out_.structural(ind, "fi;");
  }

  void if_stmt(const clang::IfStmt* s, int ind) {
    if (s->getConditionVariableDeclStmt()) stmt(s->getConditionVariableDeclStmt(), ind);
    const clang::Expr* cond = s->getCond();
    if (!is_compound(cond)) {
      Guard g = leaf_guard(strip(cond), ind);
      out_.open(ind, "if");
      out_.structural(ind, ":: " + g.yes + " ->", entry(g.span, StmtKind::Condition, g.c_text, g.rule, "true"));
      stmt(s->getThen(), ind + 1);
      out_.structural(ind, ":: " + g.no + " ->", entry(g.span, StmtKind::Condition, g.c_text, g.rule, "false"));
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
  void loop(const clang::Stmt* init, const clang::Expr* cond, const clang::Expr* inc, const clang::Stmt* body,
            bool test_after, int ind) {
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
    out_.label(top);
    if (!test_after && cond) {
      branch(cond, body_l, brk, body_l, ind);
      out_.label(body_l);
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
    std::string value = text_.render_c(cspan, cond);
    if (!isa<clang::DeclRefExpr>(strip(cond))) {
      // Evaluate the switched value once, as C does.
      std::string tmp = "mk_" + tag_ + "t" + std::to_string(++temp_count_);
      temps_.push_back(text_.c_type_of(cond) + " " + tmp);
      std::string ref = "P" + owner_ + "->" + tmp;
      std::string norm = normalize_c(cspan.text);
      note_unmapped(cspan, norm);
      out_.statement(ind, "c_code { " + ref + " = " + value + "; }", entry(cspan, StmtKind::Assign, norm, "c_code"));
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
      out_.structural(ind, ":: c_expr { " + test + " } -> goto " + l,
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
  std::string fname_, pml_name_, owner_, file_, tag_;
  std::string ret_var_, ret_label_;
  bool used_ret_label_ = false;
  std::map<const clang::VarDecl*, PmlVar> locals_;
  std::vector<std::pair<const clang::VarDecl*, PmlVar>> local_order_;
  std::set<std::string> used_names_;
  std::vector<std::string> temps_;
  std::vector<std::string> param_copies_;
  std::vector<std::string> break_, continue_;
  std::map<const clang::SwitchCase*, std::string> case_labels_;
  unsigned label_count_ = 0, temp_count_ = 0;
  TextRenderer text_;
  PmlBuffer out_;
};

}  // namespace

FunctionOutput translate_function(ModelContext& model, clang::ASTContext& ctx, const clang::FunctionDecl* fn,
                                  const ExtractSpec& spec) {
  Translator t(model, ctx, fn, spec);
  return t.run();
}

} // namespace mokert
