// Instrumenter (MOKERT §3.3): probes after switch-point statements, wrappers around switch-point
// conditions, pthread_create / mutex calls redirected to the runtime. Everything is placed by
// AST node (expansion locations), so two statements on one line and multi-line statements work.
#include "src/instrumenter.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>
#include <map>
#include <set>

#include <clang/AST/ASTContext.h>
#include <clang/AST/ParentMapContext.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Frontend/ASTUnit.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Lex/Lexer.h>
#include <clang/Rewrite/Core/Rewriter.h>
#include <clang/Tooling/Tooling.h>
#include <llvm/Support/raw_ostream.h>

#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/macro_piece.hpp"
#include "src/harness_main.hpp"

namespace fs = std::filesystem;
using namespace clang;

namespace mokert {

namespace {

// A place in one of the files being instrumented: `file` is its index in the scope (1 the C
// file, then its own headers), 0 for any other file.
struct Loc {
  unsigned file = 0, line = 0, col = 0;
};

bool same(Loc a, Loc b) { return a.file == b.file && a.line == b.line && a.col == b.col; }

// The files one parse instruments: the C file (index 1) and the program's own headers it
// includes, by canonical path.
using Scope = std::map<fs::path, unsigned>;

// The value an atomic store, exchange or read-modify-write takes (`atomic_store(&c,
// atomic_load(&c) + 1)`): the extractor splits such a statement into reading the value and the
// atomic operation when the value reads shared memory; null for other atomic operations.
Expr* atomic_value_of(AtomicExpr* a) {
  switch (a->getOp()) {
    case AtomicExpr::AO__c11_atomic_store:
    case AtomicExpr::AO__c11_atomic_exchange:
    case AtomicExpr::AO__c11_atomic_fetch_add:
    case AtomicExpr::AO__c11_atomic_fetch_sub:
    case AtomicExpr::AO__c11_atomic_fetch_and:
    case AtomicExpr::AO__c11_atomic_fetch_or:
    case AtomicExpr::AO__c11_atomic_fetch_xor:
    case AtomicExpr::AO__atomic_store_n:
    case AtomicExpr::AO__atomic_exchange_n:
    case AtomicExpr::AO__atomic_fetch_add:
    case AtomicExpr::AO__atomic_fetch_sub:
    case AtomicExpr::AO__atomic_add_fetch:
    case AtomicExpr::AO__atomic_sub_fetch:
      return a->getVal1();
    default:
      return nullptr;
  }
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Finder(ASTContext& ctx, const Scope& scope) : ctx_(ctx), sm_(ctx.getSourceManager()), scope_(scope) {}

  std::vector<Stmt*> full_statements;   // statements that stand in a block or a body
  std::vector<Expr*> conditions;        // conditions of if/while/for/do/switch/?: and &&/|| operands
  std::vector<CallExpr*> calls;         // pthread calls to redirect
  std::vector<Expr*> stores;            // assignments and ++/--: the model may split them
  std::vector<FunctionDecl*> fns;       // definitions with a body in the instrumented files
  std::vector<SwitchStmt*> switches;    // their conditions keep their value when probed
  std::vector<SwitchCase*> cases;       // `case 0:` / `default:`: the model's guards
  std::vector<Stmt*> pieces;            // statements and expressions that begin in a macro's expansion
  std::vector<CallExpr*> arg_calls;     // calls with arguments, outermost first

  bool VisitFunctionDecl(FunctionDecl* f) {
    if (f->doesThisDeclarationHaveABody() && in_main(f->getBeginLoc()) && isa<CompoundStmt>(f->getBody()))
      fns.push_back(f);
    return true;
  }

  bool VisitStmt(Stmt* s) {
    if (!in_main(s->getBeginLoc())) return true;
    if (s->getBeginLoc().isMacroID()) pieces.push_back(s);
    if (auto* c = dyn_cast<CallExpr>(s); c && c->getNumArgs() > 0) arg_calls.push_back(c);
    if (auto* a = dyn_cast<BinaryOperator>(s); a && a->isAssignmentOp()) stores.push_back(a);
    if (auto* u = dyn_cast<UnaryOperator>(s); u && u->isIncrementDecrementOp()) stores.push_back(u);
    if (auto* a = dyn_cast<AtomicExpr>(s); a && atomic_value_of(a)) stores.push_back(a);
    if (auto* c = dyn_cast<CompoundStmt>(s))
      for (Stmt* child : c->body()) add_full(child);
    if (auto* i = dyn_cast<IfStmt>(s)) {
      add_cond(i->getCond());
      add_full(i->getThen());
      add_full(i->getElse());
    } else if (auto* w = dyn_cast<WhileStmt>(s)) {
      add_cond(w->getCond());
      add_full(w->getBody());
    } else if (auto* f = dyn_cast<ForStmt>(s)) {
      add_cond(f->getCond());
      add_full(f->getBody());
    } else if (auto* d = dyn_cast<DoStmt>(s)) {
      add_cond(d->getCond());
      add_full(d->getBody());
    } else if (auto* sw = dyn_cast<SwitchStmt>(s)) {
      add_cond(sw->getCond());
      if (sw->getCond() && in_main(sw->getCond()->getBeginLoc())) switches.push_back(sw);
    } else if (auto* sc = dyn_cast<SwitchCase>(s)) {
      cases.push_back(sc);
    } else if (auto* b = dyn_cast<BinaryOperator>(s)) {
      if (b->isLogicalOp()) {
        add_cond(b->getLHS());
        add_cond(b->getRHS());
      }
    } else if (auto* co = dyn_cast<ConditionalOperator>(s)) {
      // The model branches on it when an arm calls a function of the program (the extractor's
      // hoist_conditional).
      add_cond(co->getCond());
    } else if (auto* call = dyn_cast<CallExpr>(s)) {
      if (const FunctionDecl* fd = call->getDirectCallee()) {
        std::string n = fd->getNameAsString();
        if (n == "pthread_create" || n == "pthread_mutex_lock" || n == "pthread_mutex_unlock" ||
            n == "pthread_mutex_trylock" || n == "pthread_mutex_destroy" || n == "pthread_cond_wait" ||
            n == "pthread_cond_timedwait" || n == "pthread_join" ||
            n == "pthread_cond_signal" || n == "pthread_cond_broadcast" || n == "reach_error" ||
            n == "__VERIFIER_error" ||
            n == "pthread_rwlock_rdlock" || n == "pthread_rwlock_wrlock" || n == "pthread_rwlock_tryrdlock" ||
            n == "pthread_rwlock_trywrlock" || n == "pthread_rwlock_unlock" || n == "sem_wait" ||
            n == "sem_trywait" || n == "sem_post" || n == "pthread_barrier_init" || n == "pthread_barrier_wait" ||
            n == "pthread_exit")
          calls.push_back(call);
      }
    }
    return true;
  }

  // Index in the scope of the file that holds `id` (0: a file not instrumented).
  unsigned file_index(FileID id) const {
    if (id == sm_.getMainFileID()) return 1;
    auto known = index_.find(id);
    if (known != index_.end()) return known->second;
    unsigned n = 0;
    if (const FileEntry* f = sm_.getFileEntryForID(id)) {
      std::error_code ec;
      auto it = scope_.find(fs::weakly_canonical(f->tryGetRealPathName().empty() ? f->getName().str()
                                                                                 : f->tryGetRealPathName().str(), ec));
      if (it != scope_.end()) n = it->second;
    }
    index_[id] = n;
    return n;
  }

  Loc where(SourceLocation l) const {
    SourceLocation e = sm_.getExpansionLoc(l);
    return {file_index(sm_.getFileID(e)), sm_.getExpansionLineNumber(e), sm_.getExpansionColumnNumber(e)};
  }

  bool expansion_starts_at(const Expr* e, Loc at) const { return same(where(e->getBeginLoc()), at); }

  // Whether e starts at `at`: where its expansion starts, or, for a condition written as a macro's
  // argument (`BUG_ON(pool.in_use != 0)`, whose `if (c)` is in the macro's body), where its
  // tokens are in the file (the column the line map has).
  bool starts_at(const Expr* e, Loc at) const {
    if (expansion_starts_at(e, at)) return true;
    if (!e->getBeginLoc().isMacroID()) return false;
    CharSourceRange r = file_range(e);
    if (!r.isValid()) return false;
    return file_index(sm_.getFileID(r.getBegin())) == at.file && sm_.getSpellingLineNumber(r.getBegin()) == at.line &&
           sm_.getSpellingColumnNumber(r.getBegin()) == at.col;
  }

  bool in_main(SourceLocation l) const { return l.isValid() && where(l).file != 0; }

  // The condition that starts at `at` and whose text is `c_text` (the map's, without blanks):
  // the left operand of `wait && empty(q)` starts where the whole condition does, and the first
  // found (the whole) took the operand's probe, so the operand's branch was read as the whole's
  // and a switch after it parked the thread after the right operand ran. Else the first there.
  Expr* condition_at(Loc at, const std::string& c_text) const {
    auto squeeze = [](const std::string& t) {
      std::string out;
      for (char ch : t)
        if (!std::isspace(static_cast<unsigned char>(ch))) out += ch;
      return out;
    };
    const std::string want = squeeze(c_text);
    Expr* first = nullptr;
    for (Expr* e : conditions) {
      if (!starts_at(e, at)) continue;
      if (!first) first = e;
      CharSourceRange r = file_range(e);
      if (r.isValid() && squeeze(Lexer::getSourceText(r, sm_, ctx_.getLangOpts()).str()) == want) return e;
    }
    return first;
  }

  const SourceManager& source_manager() const { return sm_; }
  const LangOptions& lang_opts() const { return ctx_.getLangOpts(); }

  // The statement or expression as whole tokens of the file (invalid when a macro spells only a
  // part of it: the condition `!(e)` of `#define assert(e) if (!(e)) ERROR: __VERIFIER_error()`).
  CharSourceRange file_range(const Stmt* s) const {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(s->getSourceRange()), sm_, ctx_.getLangOpts());
  }

  // The nearest full statement around `s` (itself included) that is whole tokens of the file;
  // `last` is the last of the statements that make it up: a macro whose expansion is several
  // statements of one block (`pthread_t t_ids[N]; for (...) pthread_create(...)`) is the run of
  // them, together the macro's whole use.
  Stmt* spelled_anchor(Stmt* s, Stmt** last = nullptr) {
    std::set<const Stmt*> full(full_statements.begin(), full_statements.end());
    const Stmt* at = s;
    for (int depth = 0; at && depth < 64; ++depth) {
      // A braced macro (`#define assert(e) { if (!(e)) ... }`) is a block no full statement
      // holds: the block itself is the anchor (not one that a statement expression opens).
      auto parents = ctx_.getParents(*at);
      const bool macro_block = isa<CompoundStmt>(at) && at->getBeginLoc().isMacroID() &&
                               !(parents.size() == 1 && parents[0].get<StmtExpr>());
      if ((full.count(at) || macro_block) && file_range(at).isValid()) {
        if (last) *last = const_cast<Stmt*>(at);
        return const_cast<Stmt*>(at);
      }
      // The whole use of a macro inside a larger expression (`TAKE()` of `int v = TAKE() + 1;`,
      // `SPEND(budget, 1)` as an if's condition): only the use is written out, the statement
      // around it (an if with its bodies and their probes) stays the file's text.
      if (is_macro_use(at)) {
        if (last) *last = const_cast<Stmt*>(at);
        return const_cast<Stmt*>(at);
      }
      if (full.count(at) && at->getBeginLoc().isMacroID() && parents.size() == 1)
        if (const auto* block = parents[0].get<CompoundStmt>()) {
          std::vector<Stmt*> body(block->body_begin(), block->body_end());
          auto use = [&](const Stmt* x) {
            return x->getBeginLoc().isMacroID() ? sm_.getExpansionLoc(x->getBeginLoc()) : SourceLocation();
          };
          const SourceLocation mine = use(at);
          size_t i = static_cast<size_t>(std::find(body.begin(), body.end(), at) - body.begin()), j = i;
          while (i > 0 && use(body[i - 1]) == mine) --i;
          while (j + 1 < body.size() && use(body[j + 1]) == mine) ++j;
          if (i != j && Lexer::makeFileCharRange(CharSourceRange::getTokenRange(body[i]->getBeginLoc(),
                                                                                body[j]->getEndLoc()),
                                                 sm_, ctx_.getLangOpts()).isValid()) {
            if (last) *last = body[j];
            return body[i];
          }
        }
      // A declaration's initialiser: up through the variable to its declaration statement.
      if (!parents.empty() && parents[0].get<VarDecl>()) parents = ctx_.getParents(*parents[0].get<VarDecl>());
      at = parents.empty() ? nullptr : parents[0].get<Stmt>();
    }
    return nullptr;
  }

  // An expression, not a full statement, that is the whole use of a macro: whole tokens of the
  // file that begin in a macro's body.
  bool is_macro_use(const Stmt* at) const {
    return isa<Expr>(at) && at->getBeginLoc().isMacroID() && !sm_.isMacroArgExpansion(at->getBeginLoc()) &&
           std::find(full_statements.begin(), full_statements.end(), at) == full_statements.end() &&
           file_range(at).isValid();
  }

  // Whether a full statement sits directly in a block (else it is a body that needs braces).
  bool in_block(Stmt* s) {
    for (const auto& p : ctx_.getParents(*s))
      if (p.get<CompoundStmt>()) return true;
    for (const auto& p : ctx_.getParents(*s))
      if (p.get<CaseStmt>() || p.get<DefaultStmt>() || p.get<LabelStmt>()) return true;
    return false;
  }

private:
  void add_full(Stmt* s) {
    if (s && !isa<CompoundStmt>(s) && !isa<NullStmt>(s) && in_main(s->getBeginLoc())) full_statements.push_back(s);
  }
  void add_cond(Expr* e) {
    if (e && in_main(e->getBeginLoc())) conditions.push_back(e);
  }
  ASTContext& ctx_;
  SourceManager& sm_;
  const Scope& scope_;
  mutable std::map<FileID, unsigned> index_;
};

bool contains(const Finder& f, SourceRange r, Loc at) {
  Loc b = f.where(r.getBegin()), e = f.where(r.getEnd());
  if (b.file != at.file || e.file != at.file) return false;
  auto before = [](Loc a, Loc c) { return a.line < c.line || (a.line == c.line && a.col <= c.col); };
  return before(b, at) && before(at, e);
}

std::string c_string(const std::string& s) {
  std::string out = "\"";
  for (char ch : s) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (ch == '\n') {
      out += "\\n";
      continue;
    }
    out += ch;
  }
  return out + "\"";
}

std::string text_of(const SourceManager& sm, const LangOptions& lo, SourceRange r) {
  CharSourceRange cr = CharSourceRange::getTokenRange(sm.getExpansionRange(r.getBegin()).getBegin(),
                                                      sm.getExpansionRange(r.getEnd()).getEnd());
  return Lexer::getSourceText(cr, sm, lo).str();
}

// "&m", "& s->lock" -> "m", "s->lock": the name the diagnosis prints.
std::string object_name(std::string t) {
  std::string out;
  for (char c : t)
    if (c != ' ' && c != '\t' && c != '\n') out += c;
  while (!out.empty() && (out[0] == '&' || out[0] == '(')) {
    out.erase(0, 1);
    if (!out.empty() && out.back() == ')') out.pop_back();
  }
  return out;
}

// Location just after the statement's terminating ';' (or its last token for blocks).
SourceLocation after_statement(Stmt* s, const SourceManager& sm, const LangOptions& lo) {
  SourceLocation end = sm.getExpansionRange(s->getEndLoc()).getEnd();
  Token tok;
  if (!Lexer::getRawToken(end, tok, sm, lo) && tok.is(tok::semi)) return Lexer::getLocForEndOfToken(end, 0, sm, lo);
  if (isa<CompoundStmt>(s) || isa<IfStmt>(s) || isa<WhileStmt>(s) || isa<ForStmt>(s) || isa<SwitchStmt>(s)) {
    // A block-ended statement ends at its '}' (or at its body's ';').
    if (!Lexer::getRawToken(end, tok, sm, lo) && tok.is(tok::r_brace)) return Lexer::getLocForEndOfToken(end, 0, sm, lo);
  }
  SourceLocation semi = Lexer::findLocationAfterToken(end, tok::semi, sm, lo, false);
  return semi.isValid() ? semi : Lexer::getLocForEndOfToken(end, 0, sm, lo);
}

// `total += 10` -> `({ __typeof__(total) mokert_v3 = (total) + (10); mokert_probe(3); (total) = mokert_v3; })`:
// the load and the store the model makes two steps become two in C, with the probe between them,
// so a thread can be stopped after its load (a lost update). The right operand stays in place, so
// probes and wrappers inside it still apply. The extractor splits only side-effect-free lvalues.
// split: the probe between the load and the store ("" for none); after: a probe right after the
// store, inside the expression (an increment inside a larger statement, `buf[len++] = v`, whose
// thread the model switches away before the statement goes on).
// The store's sides, when split_store can cut it in the file's text.
struct StoreSides {
  Expr* lhs = nullptr;
  Expr* rhs = nullptr;
  std::string op;  // "+" of `x += e` and `x++`; empty for `x = e`
};

StoreSides sides_of(Expr* e) {
  StoreSides s;
  if (auto* b = dyn_cast<BinaryOperator>(e); b && b->isAssignmentOp()) {
    s.lhs = b->getLHS();
    s.rhs = b->getRHS();
    if (b->isCompoundAssignmentOp()) {
      s.op = BinaryOperator::getOpcodeStr(b->getOpcode()).str();
      s.op.pop_back();
    }
  } else if (auto* u = dyn_cast<UnaryOperator>(e); u && u->isIncrementDecrementOp()) {
    s.lhs = u->getSubExpr();
    s.op = u->isIncrementOp() ? "+" : "-";
  }
  return s;
}

CharSourceRange file_range_of(const Expr* x, const SourceManager& sm, const LangOptions& lo) {
  return x ? Lexer::makeFileCharRange(CharSourceRange::getTokenRange(x->getSourceRange()), sm, lo) : CharSourceRange();
}

// Macros inside the statement are fine (`i = (i + 1) % SLOTS`) as long as the statement, its
// left and its right side each map to whole tokens of the file.
bool splittable_in_file(Expr* e, const SourceManager& sm, const LangOptions& lo) {
  StoreSides s = sides_of(e);
  return s.lhs && file_range_of(e, sm, lo).isValid() && file_range_of(s.lhs, sm, lo).isValid() &&
         (!s.rhs || file_range_of(s.rhs, sm, lo).isValid());
}

// `({ T v = loaded; probe(split); l = stored; probe(after); v; })`: the load, the points between
// and after, the store, and the value C gives (v). One text for the file and for a written-out macro.
std::string load_store_text(const Expr* lhs, const std::string& l, const std::string& v, const std::string& loaded,
                            const std::string& stored, const std::string& split, const std::string& after) {
  const std::string type = lhs->refersToBitField() ? "__typeof__(" + l + " + 0)" : "__typeof__(" + l + ")";
  return "({ " + type + " " + v + " = " + loaded + ";" + (split.empty() ? "" : " mokert_probe(" + split + ");") + " " +
         l + " = " + stored + ";" + (after.empty() ? "" : " mokert_probe(" + after + ");") + " " + v + "; })";
}

void split_store(Rewriter& rw, Expr* e, const std::string& split, const std::string& after, const Probe& p) {
  const std::string& id = split.empty() ? after : split;
  const SourceManager& sm = rw.getSourceMgr();
  const LangOptions& lo = rw.getLangOpts();
  if (auto* a = dyn_cast<AtomicExpr>(e)) {
    // `atomic_store(&c, atomic_load(&c) + 1)`: `({ T v = (value); probe; atomic_store(&c, v); })`,
    // the value read first, as the model reads it in a step of its own.
    Expr* val = atomic_value_of(a);
    const CharSourceRange whole = file_range_of(a, sm, lo), value = file_range_of(val, sm, lo);
    if (!val || whole.isInvalid() || value.isInvalid())
      throw InputError(located(p.file, p.line, "probe " + id + " (" + p.c_text + ") stops a thread between reading "
                                                   "the value and the atomic operation, which the instrumenter "
                                                   "cannot split here; write the value into a variable first"));
    const std::string v = "mokert_v" + id;
    const std::string vt = "(" + Lexer::getSourceText(value, sm, lo).str() + ")";
    const std::string before = Lexer::getSourceText(CharSourceRange::getCharRange(whole.getBegin(), value.getBegin()), sm, lo).str();
    const std::string rest = Lexer::getSourceText(CharSourceRange::getCharRange(value.getEnd(), whole.getEnd()), sm, lo).str();
    const std::string text = "({ __typeof__(" + vt + ") " + v + " = " + vt + ";" +
                             (split.empty() ? "" : " mokert_probe(" + split + ");") + " " + before + v + rest + ";" +
                             (after.empty() ? "" : " mokert_probe(" + after + ");") + " })";
    rw.ReplaceText(whole.getBegin(), sm.getFileOffset(whole.getEnd()) - sm.getFileOffset(whole.getBegin()), text);
    return;
  }
  auto [lhs, rhs, op] = sides_of(e);
  const CharSourceRange whole = file_range_of(e, sm, lo), left = file_range_of(lhs, sm, lo),
                        right = file_range_of(rhs, sm, lo);
  if (!splittable_in_file(e, sm, lo))
    throw InputError(located(p.file, p.line, "probe " + id + " (" + p.c_text + ") stops a thread between the load "
                                                 "and the store of a statement the instrumenter cannot split (a "
                                                 "macro spells it); write the statement without the macro"));
  std::string l = "(" + Lexer::getSourceText(left, sm, lo).str() + ")";
  std::string type = lhs->refersToBitField() ? "__typeof__(" + l + " + 0)" : "__typeof__(" + l + ")";
  std::string v = "mokert_v" + id;
  const std::string at_split = split.empty() ? "" : " mokert_probe(" + split + ");";
  const std::string at_after = after.empty() ? "" : " mokert_probe(" + after + ");";
  // (Its value is the one stored: `x = (total += 2)` reads it.)
  std::string store = ";" + at_split + " " + l + " = " + v + ";" + at_after + " " + v + "; })";
  const SourceLocation begin = whole.getBegin();
  if (!rhs) {
    const unsigned len = sm.getFileOffset(whole.getEnd()) - sm.getFileOffset(begin);
    // Inside a larger expression (`buf[count++] = x`) the value counts: a postfix one gives the
    // value loaded, a prefix one the value stored.
    if (cast<UnaryOperator>(e)->isPostfix())
      rw.ReplaceText(begin, len, load_store_text(lhs, l, v, l, v + " " + op + " 1", split, after));
    else
      rw.ReplaceText(begin, len, load_store_text(lhs, l, v, l + " " + op + " 1", v, split, after));
    return;
  }
  rw.ReplaceText(begin, sm.getFileOffset(right.getBegin()) - sm.getFileOffset(begin),
                 "({ " + type + " " + v + " = " + (op.empty() ? "" : l + " " + op + " ") + "(");
  rw.InsertText(right.getEnd(), ")" + store, true);
}

// A probe inside a statement that a macro spells (SV-COMP's `#define assert(e) if (!(e)) ERROR:
// __VERIFIER_error()`): the Rewriter cannot edit inside a macro's expansion, so the statement
// is replaced by its expansion as Clang prints it, with the probes in place.
struct MacroProbe {
  std::string position;  // condition | before | after | split
  int id = -1;
};

// A pthread call the runtime takes instead (`mokert_mutex_lock(&m, "m", "f.c:9")`): the new name
// and what follows the call's own arguments.
struct Redirect {
  std::string name, extra;
};

class ProbePrinter : public PrinterHelper {
public:
  ProbePrinter(const PrintingPolicy& policy, const std::map<const Stmt*, std::vector<MacroProbe>>& probes,
               const std::map<const CallExpr*, Redirect>& redirects, const SourceManager& sm, const std::string& file)
      : policy_(policy), probes_(probes), redirects_(redirects), sm_(sm), file_(file) {}

  bool handledStmt(Stmt* s, raw_ostream& os) override {
    if (busy_.count(s)) return false;
    auto it = probes_.find(s);
    const auto* call = dyn_cast<CallExpr>(s);
    const bool reach = call && call->getDirectCallee() &&
                       (call->getDirectCallee()->getName() == "reach_error" ||
                        call->getDirectCallee()->getName() == "__VERIFIER_error");
    auto redirect = call ? redirects_.find(call) : redirects_.end();
    // The printer prints a declaration without this helper: its initialisers' probes would be lost.
    auto* decl = dyn_cast<DeclStmt>(s);
    if (decl && !std::all_of(decl->decl_begin(), decl->decl_end(), [](const Decl* d) { return isa<VarDecl>(d); }))
      decl = nullptr;
    if (it == probes_.end() && !reach && redirect == redirects_.end() && !decl) return false;
    std::string split, after_store;
    if (it != probes_.end())
      for (const MacroProbe& p : it->second)
        if (p.position == "split") split = std::to_string(p.id);
    // A split store's "after" goes inside it, past the store, keeping its value (`int id =
    // NEXT_ID();` with `#define NEXT_ID() (next_id++)`); so does a store's without a split (the
    // comma operator would give the probe's value: `(buf[len++])` read the wrong slot).
    if (it != probes_.end())
      for (const MacroProbe& p : it->second)
        if (p.position == "after" && (!split.empty() || (isa<Expr>(s) && sides_of(cast<Expr>(s)).lhs)))
          after_store = std::to_string(p.id);
    std::string inner;
    if (redirect != redirects_.end()) {
      inner = redirect->second.name + "(";
      for (unsigned i = 0; i < call->getNumArgs(); ++i) inner += (i ? ", " : "") + print(call->getArg(i));
      inner += redirect->second.extra + ")";
    } else if ((!split.empty() || !after_store.empty()) && split_parts(s, split, after_store, inner)) {
    } else if (decl) {
      for (const Decl* d : decl->decls()) {
        const auto* v = cast<VarDecl>(d);
        std::string one;
        llvm::raw_string_ostream o(one);
        if (v->getStorageClass() == SC_Static) o << "static ";
        v->getType().print(o, policy_, v->getName());
        if (v->getInit()) o << " = " << print(v->getInit());
        o << "; ";
        inner += o.str();
      }
    } else {
      busy_.insert(s);
      inner = print(s);
      busy_.erase(s);
    }
    while (!inner.empty() && (inner.back() == '\n' || inner.back() == ' ')) inner.pop_back();
    if (reach) {
      std::string where = file_ + ":" + std::to_string(sm_.getExpansionLineNumber(s->getBeginLoc()));
      inner = "(mokert_reach_error(" + c_string(where) + "), " + inner + ")";
    }
    std::string before, after;
    if (it != probes_.end())
      for (const MacroProbe& p : it->second) {
        std::string id = std::to_string(p.id);
        if (p.position == "condition") inner = "mokert_probe_cond(" + id + ", !!(" + inner + "))";
        else if (p.position == "before") before += "mokert_probe(" + id + "), ";
        else if (p.position == "after" && id != after_store) after += ", mokert_probe(" + id + ")";
      }
    if (isa<Expr>(s)) {
      // An expression: the probes around it by the comma operator.
      if (!before.empty()) inner = "(" + before + inner + ")";
      if (!after.empty()) inner = "((" + inner + ")" + after + ")";
      os << inner;
    } else {
      if (!before.empty()) before = "(void)(" + before.substr(0, before.size() - 2) + "); ";
      if (!after.empty()) after = " (void)(" + after.substr(2) + ");";
      // A declaration keeps its scope (`int old = (t); (t) = old + (v);` in a macro's body).
      if (isa<DeclStmt>(s)) os << before << inner << after;
      else os << "{ " << before << inner << after << " }";
    }
    return true;
  }

private:
  std::string print(const Stmt* s) {
    std::string text;
    llvm::raw_string_ostream os(text);
    s->printPretty(os, this, policy_);
    os.flush();
    return text;
  }

  // The load and the store of `x++` / `x += e` / `x = e` as two steps with the probe between
  // them, as split_store writes them in the file (the printed form of the same statement).
  // after: a probe right after the store ("" for none). The value is C's: the loaded one for a
  // postfix increment, the stored one otherwise.
  bool split_parts(Stmt* s, const std::string& id, const std::string& after, std::string& out) {
    auto* e = dyn_cast<Expr>(s);
    if (!e) return false;
    auto [lhs, rhs, op] = sides_of(e);
    if (!lhs) return false;  // (the extractor splits only lvalues without side effects)
    std::string l = "(" + print(lhs) + ")";
    std::string v = "mokert_v" + (id.empty() ? after : id);
    const auto* u = dyn_cast<UnaryOperator>(e);
    if (u && u->isPostfix()) {
      out = load_store_text(lhs, l, v, l, v + " " + op + " 1", id, after);
      return true;
    }
    std::string value = rhs ? (op.empty() ? "(" + print(rhs) + ")" : l + " " + op + " (" + print(rhs) + ")")
                            : l + " " + op + " 1";
    out = load_store_text(lhs, l, v, value, v, id, after);
    return true;
  }

  const PrintingPolicy& policy_;
  const std::map<const Stmt*, std::vector<MacroProbe>>& probes_;
  const std::map<const CallExpr*, Redirect>& redirects_;
  const SourceManager& sm_;
  std::string file_;
  std::set<const Stmt*> busy_;
};

// Whether `text` (the map's C text of a step, spaces dropped) is the whole statement `s` as the
// file spells it.
bool spells_whole(const Stmt* s, const std::string& text, const Finder& f) {
  CharSourceRange r = f.file_range(s);
  if (r.isInvalid()) return false;
  bool invalid = false;
  StringRef spelled = Lexer::getSourceText(r, f.source_manager(), f.lang_opts(), &invalid);
  if (invalid) return false;
  auto squeeze = [](std::string_view t) {
    std::string out;
    for (char c : t)
      if (!std::isspace(static_cast<unsigned char>(c))) out += c;
    while (!out.empty() && out.back() == ';') out.pop_back();
    return out;
  };
  const std::string want = squeeze(text);
  return !want.empty() && squeeze(std::string_view(spelled.data(), spelled.size())) == want;
}

bool is_control(const Stmt* s) {
  return isa<IfStmt>(s) || isa<WhileStmt>(s) || isa<ForStmt>(s) || isa<DoStmt>(s) || isa<SwitchStmt>(s) ||
         isa<LabelStmt>(s) || isa<CompoundStmt>(s) || isa<SwitchCase>(s) || isa<NullStmt>(s);
}

// The innermost statement in the bodies under `s` (a control statement a macro spells) that is
// no control statement and sits at the same place of the file: what a map line there means.
Stmt* innermost_simple(Stmt* s, const Finder& f, Loc at) {
  std::vector<Stmt*> bodies;
  if (auto* i = dyn_cast<IfStmt>(s)) bodies = {i->getThen(), i->getElse()};
  else if (auto* w = dyn_cast<WhileStmt>(s)) bodies = {w->getBody()};
  else if (auto* fo = dyn_cast<ForStmt>(s)) bodies = {fo->getBody()};
  else if (auto* d = dyn_cast<DoStmt>(s)) bodies = {d->getBody()};
  else if (auto* l = dyn_cast<LabelStmt>(s)) bodies = {l->getSubStmt()};
  else if (auto* c = dyn_cast<SwitchCase>(s)) bodies = {c->getSubStmt()};
  else if (auto* c = dyn_cast<CompoundStmt>(s)) bodies.assign(c->body_begin(), c->body_end());
  for (Stmt* b : bodies) {
    if (!b) continue;
    Loc w = f.where(b->getBeginLoc());
    if (!same(w, at)) continue;
    if (!is_control(b)) return b;
    if (Stmt* deeper = innermost_simple(b, f, at)) return deeper;
  }
  return nullptr;
}

std::unique_ptr<ASTUnit> parse_unit(const fs::path& source, const std::string& code,
                                    const std::vector<std::string>& compile_flags) {
  std::vector<std::string> args = compile_flags;
  args.push_back("-resource-dir=" MOKERT_CLANG_RESOURCE_DIR);
  args.push_back("-Wno-everything");
  std::string diag_text;
  llvm::raw_string_ostream diag_stream(diag_text);
  IntrusiveRefCntPtr<DiagnosticOptions> diag_opts = new DiagnosticOptions();
  TextDiagnosticPrinter printer(diag_stream, diag_opts.get());
  std::unique_ptr<ASTUnit> unit = tooling::buildASTFromCodeWithArgs(
      code, args, source.string(), "mokert-instrument", std::make_shared<PCHContainerOperations>(),
      tooling::getClangStripDependencyFileAdjuster(), tooling::FileContentMappings(), &printer);
  diag_stream.flush();
  if (!unit || unit->getDiagnostics().hasErrorOccurred())
    throw InputError(source.string() + ": the C does not parse with the extractor's flags, so it cannot be "
                     "instrumented; fix the flags (after --) or the code:\n" + diag_text);
  return unit;
}

} // namespace

std::string instrument_file(const fs::path& source, const std::vector<Probe>& probes,
                            const std::vector<std::string>& compile_flags, std::vector<int>& placed,
                            const std::vector<ForcePoint>& forces) {
  return instrument_file_and_headers(source, probes, compile_flags, placed, forces, {}).text;
}

InstrumentedFiles instrument_file_and_headers(const fs::path& source, const std::vector<Probe>& probes,
                                              const std::vector<std::string>& compile_flags, std::vector<int>& placed,
                                              const std::vector<ForcePoint>& forces,
                                              const std::map<fs::path, fs::path>& headers,
                                              const std::set<std::string>& entry_functions) {
  std::string code = read_file(source);
  std::unique_ptr<ASTUnit> unit = parse_unit(source, code, compile_flags);

  ASTContext& ctx = unit->getASTContext();
  SourceManager& sm = ctx.getSourceManager();
  const LangOptions& lo = ctx.getLangOpts();
  Rewriter rw(sm, lo);
  std::error_code ec;
  // The C file is 1, its own headers 2, 3, ...; `names` says each as messages and the runtime's
  // log name it (the original's path).
  Scope scope;
  std::vector<std::string> names = {"", source.string()};
  scope[fs::weakly_canonical(source, ec)] = 1;
  for (const auto& [header, copy] : headers) {
    if (scope.count(header)) continue;
    scope[header] = static_cast<unsigned>(names.size());
    names.push_back(header.string());
  }
  auto index_of = [&](const std::string& file) {
    auto it = scope.find(fs::weakly_canonical(file, ec));
    return it == scope.end() ? 0u : it->second;
  };
  Finder finder(ctx, scope);
  finder.TraverseDecl(ctx.getTranslationUnitDecl());
  bool defines_main = false;
  unsigned main_params = 0;
  for (NamedDecl* d : ctx.getTranslationUnitDecl()->lookup(DeclarationName(&ctx.Idents.get("main"))))
    if (auto* f = dyn_cast<FunctionDecl>(d); f && f->getDefinition()) {
      defines_main = true;
      main_params = f->getDefinition()->getNumParams();
    }
  // Forced values first: a probe after the same statement then comes after the assignment (the
  // model's value is in place when the thread stops there).
  std::set<const Stmt*> forced;
  for (const ForcePoint& f : forces) {
    const Loc at{index_of(f.file), f.line, f.col};
    if (at.file == 0) continue;
    Stmt* best = nullptr;
    for (Stmt* s : finder.full_statements)
      if (same(finder.where(s->getBeginLoc()), at)) { best = s; break; }
    if (!best || !forced.insert(best).second) continue;
    bool braces = !finder.in_block(best);
    std::string l = "(" + f.lvalue + ")";
    if (braces) rw.InsertTextBefore(sm.getExpansionRange(best->getBeginLoc()).getBegin(), "{ ");
    rw.InsertTextAfter(after_statement(best, sm, lo), " " + l + " = (__typeof__(" + l + "))mokert_forced_or((long long)" +
                                                          l + ", " + c_string(f.lvalue) + ");" + (braces ? " }" : ""));
  }

  std::map<const CallExpr*, int> wait_probe, woken_probe;
  // Stores the model splits: the probe between load and store, and one right after an increment
  // that sits inside a larger statement. Rewritten after the loop, each once.
  struct StoreSplit {
    std::string split, after;
    Probe probe;
  };
  std::map<Expr*, StoreSplit> store_splits;
  std::vector<Expr*> store_order;
  // An increment or a compound assignment inside a larger statement (`buf[len++] = v`, `return
  // --o->refs`, `x = (total += 2)`) that begins at `at`, where no statement begins: its "after"
  // is inside the statement, past the store.
  auto nested_increment_at = [&](const Loc& at) -> Expr* {
    for (Stmt* st : finder.full_statements)
      if (same(finder.where(st->getBeginLoc()), at)) return nullptr;
    for (Expr* e : finder.stores)
      if ((isa<UnaryOperator>(e) || isa<CompoundAssignOperator>(e)) && same(finder.where(e->getBeginLoc()), at))
        return e;
    return nullptr;
  };
  // Conditions probed by value: a switch's (its value must stay what it is), and any condition
  // with a point before or after its evaluation (a call the model hoists out of it, the
  // temporary that holds the switched value). Placed after the loop, each wrap once.
  struct CondWrap {
    std::vector<int> before, after, cond;
  };
  std::map<Expr*, CondWrap> cond_wraps;
  std::vector<Expr*> cond_order;
  // Statements a macro spells that hold probes: anchor (whole tokens of the file) -> probes.
  std::map<Stmt*, std::map<const Stmt*, std::vector<MacroProbe>>> anchors;
  std::vector<Stmt*> anchor_order;
  std::map<Stmt*, Stmt*> anchor_last;  // an anchor's last statement (a macro that spells several)
  auto anchor_of = [&](Stmt* node) {
    Stmt* last = nullptr;
    Stmt* a = finder.spelled_anchor(node, &last);
    if (a && !anchors.count(a)) {
      anchors[a];
      anchor_order.push_back(a);
      anchor_last[a] = last;
    }
    return a;
  };
  auto in_anchor = [&](Stmt* node, const Probe& p) {
    Stmt* a = anchor_of(node);
    if (!a) return false;
    anchors[a][node].push_back({p.position, p.id});
    placed.push_back(p.id);
    return true;
  };
  // A piece of a macro's expansion (the map's `macro`): found by where each of its tokens is
  // spelled, probed in the written-out expansion of the macro's use.
  auto piece_at = [&](const Probe& p, Loc at) -> Stmt* {
    auto one_of = [](const auto& list, const Stmt* x) { return std::find(list.begin(), list.end(), x) != list.end(); };
    // (The map names a condition by its first token without parentheses: `count >= CAP` of
    // `#define IS_FULL() (count >= CAP)`.)
    auto is_condition = [&](const Stmt* x) {
      return std::any_of(finder.conditions.begin(), finder.conditions.end(),
                         [&](const Expr* c) { return c == x || c->IgnoreParens() == x; });
    };
    Stmt* best = nullptr;
    int best_rank = -1;
    for (Stmt* x : finder.pieces) {
      if (!same(finder.where(x->getBeginLoc()), at) || macro_piece(sm, x->getBeginLoc()) != p.macro) continue;
      // What the probe's position means at that token: a store to split, a condition, a statement.
      int rank = p.position == "split"       ? (one_of(finder.stores, x) ? 3 : 0)
                 : p.position == "after" && one_of(finder.stores, x) ? 3
                 : p.position == "condition" ? (is_condition(x) ? 3 : 0)
                                             : (one_of(finder.full_statements, x) ? 3 : isa<Expr>(x) ? 1 : 0);
      if (rank > best_rank) best = x, best_rank = rank;
    }
    return best_rank > 0 ? best : nullptr;
  };
  // A call the model expands binds its arguments in a step of its own, after they are evaluated
  // (`set(c, get(c) + 1)`: get's steps, then the binding): its probe goes where C has evaluated
  // them and not yet entered the callee, the sequence point before a call. The call goes through a
  // wrapper that probes, then calls: `mokert_call7(set, c, get(c) + 1)`; the arguments stay in place
  // with their own probes. A call the wrapper cannot take (variadic, unprototyped, a type with no
  // name, a macro) is probed before its statement.
  struct CallProbe {
    int id;
    CallExpr* call;
    FunctionDecl* in;  // the wrapper is defined before this function
    SourceLocation lparen;
    std::string wrapper;
  };
  std::vector<CallProbe> call_probes;
  PrintingPolicy type_policy(lo);
  auto type_name = [&](QualType t) -> std::optional<std::string> {
    std::string s = t.getAsString(type_policy);
    if (s.find("(unnamed") != std::string::npos || s.find("(anonymous") != std::string::npos) return std::nullopt;
    return "__typeof__(" + s + ")";
  };
  auto call_probe_at = [&](const Probe& p, Loc at) -> std::optional<CallProbe> {
    CallExpr* call = nullptr;
    for (CallExpr* c : finder.arg_calls)
      if (same(finder.where(c->getBeginLoc()), at)) { call = c; break; }
    if (!call || call->getBeginLoc().isMacroID() || call->getCallee()->getEndLoc().isMacroID() ||
        call->getRParenLoc().isMacroID())
      return std::nullopt;
    // The direct callee must be the program's own (a pthread call goes to the runtime).
    if (const FunctionDecl* d = call->getDirectCallee(); d && !d->hasBody()) return std::nullopt;
    const auto* ptr = call->getCallee()->getType()->getAs<PointerType>();
    const auto* proto = ptr ? ptr->getPointeeType()->getAs<FunctionProtoType>() : nullptr;
    if (!proto || proto->isVariadic() || proto->getNumParams() != call->getNumArgs()) return std::nullopt;
    FunctionDecl* in = nullptr;
    for (FunctionDecl* f : finder.fns)
      if (!sm.isBeforeInTranslationUnit(call->getBeginLoc(), f->getBody()->getBeginLoc()) &&
          sm.isBeforeInTranslationUnit(call->getBeginLoc(), f->getBody()->getEndLoc()))
        in = f;
    if (!in || in->getBeginLoc().isMacroID()) return std::nullopt;
    llvm::Optional<Token> paren = Lexer::findNextToken(call->getCallee()->getEndLoc(), sm, lo);
    if (!paren || !paren->is(tok::l_paren) || paren->getLocation().isMacroID()) return std::nullopt;
    auto fn_type = type_name(call->getCallee()->getType());
    const bool returns = !proto->getReturnType()->isVoidType();
    auto ret_type = returns ? type_name(proto->getReturnType()) : std::optional<std::string>("void");
    if (!fn_type || !ret_type) return std::nullopt;
    const std::string id = std::to_string(p.id);
    std::string params = *fn_type + " mokert_f", args;
    for (unsigned i = 0; i < proto->getNumParams(); ++i) {
      auto t = type_name(proto->getParamType(i));
      if (!t) return std::nullopt;
      params += ", " + *t + " mokert_a" + std::to_string(i);
      args += (i ? ", mokert_a" : "mokert_a") + std::to_string(i);
    }
    std::string wrapper = "static inline " + *ret_type + " mokert_call" + id + "(" + params + ") { mokert_probe(" + id +
                          "); " + (returns ? "return " : "") + "mokert_f(" + args + "); } ";
    return CallProbe{p.id, call, in, paren->getLocation(), wrapper};
  };
  // A return or pthread_exit whose value calls a function of the program: the model runs the
  // call's steps first and hands the value over in a step after them, so that step's point is
  // where C has the value and has not yet left, not before the statement (stopped there, the
  // thread had not run the call, and the race the counterexample forces inside it was left to
  // chance). The value is wrapped: `return ({ __auto_type v = (claim()); probe; v; });`.
  std::map<Expr*, std::vector<int>> value_probes;
  std::vector<std::pair<Expr*, Stmt*>> value_order;
  auto value_after_calls = [&](Stmt* s) -> Expr* {
    Expr* v = nullptr;
    if (auto* r = dyn_cast<ReturnStmt>(s)) v = r->getRetValue();
    else if (auto* e = dyn_cast<Expr>(s))
      if (auto* c = dyn_cast<CallExpr>(e->IgnoreImplicit()))
        if (const FunctionDecl* d = c->getDirectCallee(); d && d->getName() == "pthread_exit" && c->getNumArgs() == 1)
          v = c->getArg(0);
    // A value a macro spells whole in the file (`atomic_fetch_sub(&o->refs, 1) == 1` of
    // <stdatomic.h>) is wrapped around its use; a statement a macro's body spells is not.
    if (!v || s->getBeginLoc().isMacroID() || !finder.file_range(v).isValid() || v->refersToBitField())
      return nullptr;
    struct Calls : RecursiveASTVisitor<Calls> {
      const Finder* finder;
      bool found = false;
      bool VisitCallExpr(CallExpr* c) {
        // (A call through a pointer goes to one of the program's functions in the model.)
        const FunctionDecl* d = c->getDirectCallee();
        const FunctionDecl* def = nullptr;
        found = found || !d || (d->hasBody(def) && def && finder->in_main(def->getBeginLoc()));
        return !found;
      }
      // A value that changes shared data as it is computed (`return atomic_fetch_sub(&o->refs,
      // 1) == 1;`, `return ++next_id;`): the model's return step does it, so the thread stopped
      // there has done it. Stopped before it, the other thread's steps ran first on the real
      // code and its branch diverged (NOT_REPRODUCED).
      bool VisitAtomicExpr(AtomicExpr*) {
        found = true;
        return false;
      }
      bool VisitUnaryOperator(UnaryOperator* u) {
        found = found || u->isIncrementDecrementOp() || u->getOpcode() == UO_Deref;
        return !found;
      }
      bool VisitBinaryOperator(BinaryOperator* b) {
        found = found || b->isAssignmentOp();
        return !found;
      }
      // A value that reads data another thread may change (a global, a field through a
      // pointer, a dereference, an element): the model's return step read it, so the thread
      // stopped there has the old value. Stopped before it, the other thread's steps ran first
      // and the real return read their result (`return q->head == q->tail;` of an emptiness test
      // the counterexample interleaves with a push: STALLED).
      bool VisitDeclRefExpr(DeclRefExpr* r) {
        if (const auto* var = dyn_cast<VarDecl>(r->getDecl())) found = found || var->hasGlobalStorage();
        return !found;
      }
      bool VisitMemberExpr(MemberExpr* m) {
        found = found || m->isArrow();
        return !found;
      }
      bool VisitArraySubscriptExpr(ArraySubscriptExpr*) {
        found = true;
        return false;
      }
    } calls;
    calls.finder = &finder;
    calls.TraverseStmt(v);
    return calls.found ? v : nullptr;
  };

  for (const Probe& given : probes) {
    Probe p = given;
    Loc at{index_of(p.file), p.line, p.col};
    if (at.file == 0) continue;
    std::string id = std::to_string(p.id);
    if (p.position == "call") {
      if (auto c = p.macro.empty() ? call_probe_at(p, at) : std::nullopt) {
        call_probes.push_back(*c);
        placed.push_back(p.id);
        continue;
      }
      p.position = "before";
    }
    if (!p.macro.empty() && p.position != "wait" && p.position != "woken") {
      Stmt* piece = piece_at(p, at);
      if (!piece || !in_anchor(piece, p))
        throw InputError(located(p.file, p.line, "no piece of the macro's expansion at column " + std::to_string(p.col) +
                                                     " spelled at " + p.macro + " for probe " + id + " (" + p.c_text +
                                                     "); the sources changed since `mokert extract`: run it again"));
      continue;
    }
    if (Expr* inc = p.position == "after" ? nested_increment_at(at) : nullptr) {
      if (!store_splits.count(inc)) store_order.push_back(inc);
      store_splits[inc].after = id;
      store_splits[inc].probe = p;
      placed.push_back(p.id);
      continue;
    }
    if (p.position == "wait" || p.position == "woken") {
      // The runtime's cond wait passes these points itself: its probe ids become arguments.
      CallExpr* best = nullptr;
      for (CallExpr* c : finder.calls) {
        const std::string callee = c->getDirectCallee()->getNameAsString();
        if (callee != "pthread_cond_wait" && callee != "pthread_cond_timedwait" && callee != "pthread_barrier_wait")
          continue;
        Loc b = finder.where(c->getBeginLoc());
        if (same(b, at)) { best = c; break; }
        if (!best && contains(finder, c->getSourceRange(), at)) best = c;
        if (!best && b.file == at.file && b.line == at.line) best = c;
      }
      if (!best)
        throw InputError(located(p.file, p.line, "no pthread_cond_wait call at column " + std::to_string(p.col) +
                                                     " for probe " + id + " (" + p.c_text +
                                                     "); the sources changed since `mokert extract`: run it again"));
      (p.position == "wait" ? wait_probe : woken_probe)[best] = p.id;
      placed.push_back(p.id);
      continue;
    }
    if (p.position == "condition") {
      // `case 0:` / `default:`: the model's guard of that case; reaching the label is taking it
      // (the map's branch: true for a case, false for the default's `else`).
      SwitchCase* label = nullptr;
      for (SwitchCase* c : finder.cases) {
        Loc b = finder.where(c->getBeginLoc());
        if (same(b, at) && !c->getBeginLoc().isMacroID()) { label = c; break; }
      }
      if (label) {
        rw.InsertTextAfterToken(sm.getExpansionRange(label->getColonLoc()).getBegin(),
                                " mokert_probe_cond(" + id + ", " + (isa<DefaultStmt>(label) ? "0" : "1") + ");");
        placed.push_back(p.id);
        continue;
      }
    }
    if (p.position == "condition" || p.position == "before" || p.position == "after") {
      bool full_here = false;
      for (Stmt* st : finder.full_statements) {
        // A statement of a macro's own body (the declaration inside cmpxchg's `({ ... })`) has
        // the macro's first column too, but is no statement of the file there: the probe of a
        // condition written as that macro went after it, inside the condition.
        if (st->getBeginLoc().isMacroID() && !Lexer::isAtStartOfMacroExpansion(st->getBeginLoc(), sm, lo)) continue;
        Loc b = finder.where(st->getBeginLoc());
        if (same(b, at)) { full_here = true; break; }
      }
      Expr* cond = nullptr;
      if (p.position == "condition" || !full_here) cond = finder.condition_at(at, p.c_text);
      // A condition a macro's body tests (`if (c)` of BUG_ON(c), also when c is spelled in the
      // file as the macro's argument) is probed where the macro is written out (the anchor).
      if (cond && (!finder.file_range(cond).isValid() || (cond->getBeginLoc().isMacroID() && !finder.expansion_starts_at(cond, at)))) {
        if (p.position == "condition" && in_anchor(cond, p)) continue;
        cond = nullptr;
      }
      bool of_switch = false;
      for (SwitchStmt* sw : finder.switches) of_switch = of_switch || sw->getCond() == cond;
      if (cond && (of_switch || p.position != "condition" || cond_wraps.count(cond))) {
        if (!cond_wraps.count(cond)) cond_order.push_back(cond);
        CondWrap& w = cond_wraps[cond];
        (p.position == "before" ? w.before : p.position == "after" ? w.after : w.cond).push_back(p.id);
        placed.push_back(p.id);
        continue;
      }
    }
    if (p.position == "split") {
      Expr* best = nullptr;
      for (Expr* e : finder.stores) {
        Loc b = finder.where(e->getBeginLoc());
        if (same(b, at)) { best = e; break; }
      }
      if (!best)
        throw InputError(located(p.file, p.line, "no assignment at column " + std::to_string(p.col) + " for probe " +
                                                     id + " (" + p.c_text +
                                                     "); the sources changed since `mokert extract`: run it again"));
      // A store the whole use of a macro spells (`#define INC(x) ((x)++)`, `INC(count);`): no
      // side of it is whole tokens of the file, so the use is written out with the split inside.
      if (best->getBeginLoc().isMacroID() && !isa<AtomicExpr>(best) && !splittable_in_file(best, sm, lo) &&
          in_anchor(best, p))
        continue;
      if (!store_splits.count(best)) store_order.push_back(best);
      store_splits[best].split = id;
      store_splits[best].probe = p;
    } else if (p.position == "condition") {
      Expr* best = finder.condition_at(at, p.c_text);
      if (!best)  // tolerate a column that points inside the condition
        for (Expr* e : finder.conditions)
          if (contains(finder, e->getSourceRange(), at) && (!best || contains(finder, best->getSourceRange(),
                                                                               finder.where(e->getBeginLoc()))))
            best = e;
      if (!best)
        throw InputError(located(p.file, p.line, "no condition at column " + std::to_string(p.col) +
                                                     " for probe " + id + " (" + p.c_text +
                                                     "); the sources changed since `mokert extract`: run it again"));
      if ((!finder.file_range(best).isValid() || (best->getBeginLoc().isMacroID() && !finder.expansion_starts_at(best, at))) && in_anchor(best, p)) continue;
      if (!cond_wraps.count(best)) cond_order.push_back(best);
      cond_wraps[best].cond.push_back(p.id);
    } else {
      Stmt* best = nullptr;
      for (Stmt* s : finder.full_statements) {
        Loc b = finder.where(s->getBeginLoc());
        if (same(b, at) && !best) best = s;
      }
      if (!best)  // innermost statement that holds the location (e.g. a declarator's column)
        for (Stmt* s : finder.full_statements)
          if (contains(finder, s->getSourceRange(), at) &&
              (!best || contains(finder, best->getSourceRange(), finder.where(s->getBeginLoc()))))
            best = s;
      if (!best)
        throw InputError(located(p.file, p.line, "no C statement at column " + std::to_string(p.col) +
                                                     " for probe " + id + " (" + p.c_text +
                                                     "); the sources changed since `mokert extract`: run it again"));
      // A probe of one statement inside a control statement a macro spells (the error call of
      // `#define assert(e) if (!(e)) ERROR: reach_error()`) goes inside the written-out macro. A
      // probe whose text is the macro's whole use (`rcu_assign_pointer(p, v);`, one model step)
      // goes around it: inside, "after" would come before the macro's store.
      if (is_control(best) && best->getBeginLoc().isMacroID() && !spells_whole(best, p.c_text, finder))
        if (Stmt* inner = innermost_simple(best, finder, at); inner && in_anchor(inner, p)) continue;
      bool braces = !finder.in_block(best);
      SourceLocation b = sm.getExpansionRange(best->getBeginLoc()).getBegin();
      std::string call = " mokert_probe(" + id + ");";
      if (Expr* v = p.position == "before" ? value_after_calls(best) : nullptr) {
        if (!value_probes.count(v)) value_order.emplace_back(v, best);
        value_probes[v].push_back(p.id);
      } else if (p.position == "before") {
        rw.InsertTextBefore(b, (braces ? "{" : "") + call.substr(1) + " ");
        if (braces) rw.InsertTextAfter(after_statement(best, sm, lo), " }");
      } else {
        if (braces) rw.InsertTextBefore(b, "{ ");
        rw.InsertTextAfter(after_statement(best, sm, lo), call + (braces ? " }" : ""));
      }
    }
    placed.push_back(p.id);
  }
  // Whether a file location lies in an anchor's text (replaced by the anchor's written-out form).
  auto anchor_range = [&](Stmt* a) {
    return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(a->getBeginLoc(), anchor_last[a]->getEndLoc()), sm, lo);
  };
  // Where an anchor's text ends: past its `;`, or past a macro use's last token.
  auto anchor_end = [&](Stmt* a) {
    return finder.is_macro_use(a) ? anchor_range(a).getEnd() : after_statement(anchor_last[a], sm, lo);
  };
  auto inside = [&](Stmt* a, SourceLocation l) {
    CharSourceRange r = anchor_range(a);
    return r.isValid() && !sm.isBeforeInTranslationUnit(l, r.getBegin()) && sm.isBeforeInTranslationUnit(l, anchor_end(a));
  };

  for (Expr* e : store_order) {
    const StoreSplit& s = store_splits[e];
    // A store inside a macro's use that is written out (an increment in its argument) is split
    // in the printed text: an edit of the file there would be cut by the written-out use.
    const SourceLocation at = sm.getExpansionRange(e->getBeginLoc()).getBegin();
    if (const auto a = std::find_if(anchor_order.begin(), anchor_order.end(), [&](Stmt* x) { return inside(x, at); });
        a != anchor_order.end()) {
      if (!s.split.empty()) anchors[*a][e].push_back({"split", std::stoi(s.split)});
      if (!s.after.empty()) anchors[*a][e].push_back({"after", std::stoi(s.after)});
      continue;
    }
    split_store(rw, e, s.split, s.after, s.probe);
  }

  // pthread calls redirected to the runtime (`mokert_mutex_lock(&m, "m", "f.c:9")`): the new
  // name and what follows the call's arguments; nothing for a call the runtime does not take.
  auto where_of = [&](const CallExpr* call) {
    const Loc at = finder.where(call->getBeginLoc());
    return names[at.file] + ":" + std::to_string(at.line);
  };
  auto redirect_of = [&](const CallExpr* call, const std::function<std::string(unsigned)>& arg_text) -> std::optional<Redirect> {
    const std::string n = call->getDirectCallee()->getNameAsString();
    const std::string where = where_of(call);
    // The probe id of a wait's point at this call (-1: not a switch point).
    auto probe_of = [&](const std::map<const CallExpr*, int>& m) {
      auto it = m.find(call);
      return std::to_string(it == m.end() ? -1 : it->second);
    };
    std::string extra;
    std::string replacement;
    if (n == "pthread_create" && call->getNumArgs() == 4) {
      const Expr* fn = call->getArg(2)->IgnoreParenImpCasts();
      if (auto* u = dyn_cast<UnaryOperator>(fn); u && u->getOpcode() == UO_AddrOf) fn = u->getSubExpr()->IgnoreParenImpCasts();
      std::string name = object_name(arg_text(2));
      if (auto* ref = dyn_cast<DeclRefExpr>(fn)) name = ref->getDecl()->getNameAsString();
      replacement = "mokert_pthread_create";
      extra = ", " + c_string(name);
    } else if ((n == "pthread_mutex_lock" || n == "pthread_mutex_unlock" || n == "pthread_mutex_trylock" ||
                n == "pthread_mutex_destroy") &&
               call->getNumArgs() == 1) {
      replacement = "mokert_" + n.substr(std::string("pthread_").size());
      extra = ", " + c_string(object_name(arg_text(0))) + ", " + c_string(where);
    } else if (n == "pthread_exit" && call->getNumArgs() == 1) {
      replacement = "mokert_pthread_exit";
    } else if (n == "pthread_join" && call->getNumArgs() == 2) {
      replacement = "mokert_pthread_join";
      extra = ", " + c_string(object_name(arg_text(0))) + ", " + c_string(where);
    } else if (n == "pthread_cond_wait" && call->getNumArgs() == 2) {
      replacement = "mokert_cond_wait";
      extra = ", " + c_string(object_name(arg_text(0))) + ", " + c_string(object_name(arg_text(1))) + ", " +
              c_string(where) + ", " + probe_of(wait_probe) + ", " + probe_of(woken_probe);
    } else if (n == "pthread_cond_timedwait" && call->getNumArgs() == 3) {
      replacement = "mokert_cond_timedwait";
      extra = ", " + c_string(object_name(arg_text(0))) + ", " + c_string(object_name(arg_text(1))) + ", " +
              c_string(where) + ", " + probe_of(wait_probe) + ", " + probe_of(woken_probe);
    } else if (n == "pthread_barrier_wait" && call->getNumArgs() == 1) {
      replacement = "mokert_barrier_wait";
      extra = ", " + c_string(object_name(arg_text(0))) + ", " + c_string(where) + ", " + probe_of(wait_probe) +
              ", " + probe_of(woken_probe);
    } else if (n == "pthread_barrier_init" && call->getNumArgs() == 3) {
      replacement = "mokert_barrier_init";
    } else if ((n == "pthread_cond_signal" || n == "pthread_cond_broadcast" || n.rfind("pthread_rwlock_", 0) == 0) &&
               call->getNumArgs() == 1) {
      replacement = "mokert_" + n.substr(std::string("pthread_").size());
      extra = ", " + c_string(object_name(arg_text(0))) + ", " + c_string(where);
    } else if (n.rfind("sem_", 0) == 0 && call->getNumArgs() == 1) {
      replacement = "mokert_" + n;
      extra = ", " + c_string(object_name(arg_text(0))) + ", " + c_string(where);
    } else {
      return std::nullopt;
    }
    return Redirect{replacement, extra};
  };
  // A pthread call that a macro's body spells (`#define create_threads(t) ... pthread_create(...)`,
  // a lock inside `#define inc(x)`): the runtime must see it (a thread it does not know is never
  // scheduled), and the file has no text of it to rename, so the macro's use is written out.
  std::map<const CallExpr*, Redirect> redirects;
  PrintingPolicy policy(lo);
  for (CallExpr* call : finder.calls) {
    if (!call->getBeginLoc().isMacroID() || sm.isMacroArgExpansion(call->getBeginLoc())) continue;
    auto printed = [&](unsigned i) {
      std::string text;
      llvm::raw_string_ostream os(text);
      call->getArg(i)->printPretty(os, nullptr, policy);
      return os.str();
    };
    std::optional<Redirect> r = redirect_of(call, printed);
    if (r && anchor_of(call)) redirects[call] = *r;
  }
  // Calls probed through a wrapper; inside a statement a macro spells (written out whole, below),
  // the probe goes before the call in the printed text.
  std::map<FunctionDecl*, std::string> wrappers;
  for (const CallProbe& c : call_probes) {
    const int id = c.id;
    SourceLocation callee = sm.getExpansionRange(c.call->getBeginLoc()).getBegin();
    if (const auto a = std::find_if(anchor_order.begin(), anchor_order.end(), [&](Stmt* x) { return inside(x, callee); });
        a != anchor_order.end()) {
      anchors[*a][c.call].push_back({"before", id});
      continue;
    }
    rw.InsertTextAfter(callee, "mokert_call" + std::to_string(id) + "(");
    rw.ReplaceText(c.lparen, 1, ", ");
    wrappers[c.in] += c.wrapper;
  }
  for (const auto& [f, text] : wrappers) rw.InsertTextBefore(sm.getExpansionRange(f->getBeginLoc()).getBegin(), text);

  // A condition inside a statement a macro spells (an anchor, replaced below by its printed
  // expansion) is probed in that printed text: a wrap written into the file there would be cut
  // by the replacement (`if (n != 0) { assert (0); }` with the program's own assert macro).
  std::erase_if(cond_order, [&](Expr* cond) {
    const CondWrap& w = cond_wraps[cond];
    if (!w.before.empty() || !w.after.empty()) return false;
    for (SwitchStmt* x : finder.switches)
      if (x->getCond() == cond) return false;
    SourceLocation b = sm.getExpansionRange(cond->getBeginLoc()).getBegin();
    for (Stmt* a : anchor_order) {
      if (!inside(a, b)) continue;
      for (int id : w.cond) anchors[a][cond].push_back({"condition", id});
      return true;
    }
    return false;
  });
  for (Expr* cond : cond_order) {
    const CondWrap& w = cond_wraps[cond];
    SwitchStmt* sw = nullptr;
    for (SwitchStmt* x : finder.switches)
      if (x->getCond() == cond) sw = x;
    const bool of_switch = sw != nullptr;
    SourceLocation b = sm.getExpansionRange(cond->getBeginLoc()).getBegin();
    SourceLocation e = sm.getExpansionRange(cond->getEndLoc()).getEnd();
    std::string head, tail;
    const std::string v = "mokert_cv" + std::to_string(!w.before.empty() ? w.before[0]
                                                       : !w.after.empty() ? w.after[0] : w.cond[0]);
    if (of_switch) {
      // The switched value is kept; its "condition" is whether a case label matches it (the
      // model's `else` when none does and there is no default).
      std::string match;
      for (const SwitchCase* c = sw->getSwitchCaseList(); c; c = c->getNextSwitchCase()) {
        const auto* cs = dyn_cast<CaseStmt>(c);
        if (!cs) continue;
        std::string lhs = "(" + text_of(sm, lo, cs->getLHS()->getSourceRange()) + ")";
        match += (match.empty() ? "" : " || ") +
                 (cs->getRHS() ? "(" + v + " >= " + lhs + " && " + v + " <= (" +
                                     text_of(sm, lo, cs->getRHS()->getSourceRange()) + "))"
                               : v + " == " + lhs);
      }
      if (match.empty()) match = "0";
      head = "({ ";
      for (int id : w.before) head += "mokert_probe(" + std::to_string(id) + "); ";
      head += "__auto_type " + v + " = (";
      tail = ") + 0; ";
      for (int id : w.after) tail += "mokert_probe(" + std::to_string(id) + "); ";
      for (int id : w.cond) tail += "mokert_probe_cond(" + std::to_string(id) + ", " + match + "); ";
      tail += v + "; })";
    } else {
      // !! makes a pointer or wide condition an int without truncation (kbuild warns otherwise).
      for (int id : w.cond) head += "mokert_probe_cond(" + std::to_string(id) + ", !!(";
      if (!w.before.empty() || !w.after.empty()) {
        head += "({ ";
        for (int id : w.before) head += "mokert_probe(" + std::to_string(id) + "); ";
        head += "int " + v + " = !!(";
        tail = "); ";
        for (int id : w.after) tail += "mokert_probe(" + std::to_string(id) + "); ";
        tail += v + "; })";
      }
      for (size_t i = 0; i < w.cond.size(); ++i) tail += "))";
    }
    rw.InsertTextBefore(b, head);
    rw.InsertTextAfterToken(e, tail);
  }

  for (CallExpr* call : finder.calls) {
    std::string n = call->getDirectCallee()->getNameAsString();
    SourceLocation callee = sm.getExpansionRange(call->getCallee()->getBeginLoc()).getBegin();
    SourceLocation rparen = sm.getExpansionRange(call->getRParenLoc()).getBegin();
    if (sm.isMacroArgExpansion(call->getBeginLoc()) || call->getBeginLoc().isMacroID()) continue;
    if (n == "reach_error" || n == "__VERIFIER_error") {
      // SV-COMP's error: the runtime logs where it is called, the property the model checked.
      // After a probe placed before the same statement (`{mokert_probe(5); (...)`).
      rw.InsertTextAfter(callee, "(mokert_reach_error(" + c_string(where_of(call)) + "), ");
      rw.InsertTextAfterToken(rparen, ")");
      continue;
    }
    std::optional<Redirect> r = redirect_of(call, [&](unsigned i) { return text_of(sm, lo, call->getArg(i)->getSourceRange()); });
    if (!r) continue;
    if (const auto a = std::find_if(anchor_order.begin(), anchor_order.end(), [&](Stmt* x) { return inside(x, callee); });
        a != anchor_order.end()) {
      redirects[call] = *r;  // written out with the anchor
      continue;
    }
    rw.ReplaceText(callee, static_cast<unsigned>(n.size()), r->name);
    rw.InsertTextBefore(rparen, r->extra);
  }

  // Last, so that they hold every other edit inside the value (a call's wrapper, a condition).
  // (Inside a statement a macro spells, written out below, the probe goes before the statement.)
  for (const auto& [v, stmt] : value_order) {
    const SourceLocation b = sm.getExpansionRange(v->getBeginLoc()).getBegin();
    if (const auto a = std::find_if(anchor_order.begin(), anchor_order.end(), [&](Stmt* x) { return inside(x, b); });
        a != anchor_order.end()) {
      for (int id : value_probes[v]) anchors[*a][stmt].push_back({"before", id});
      continue;
    }
    const std::string name = "mokert_rv" + std::to_string(value_probes[v].front());
    std::string tail = "); ";
    for (int id : value_probes[v]) tail += "mokert_probe(" + std::to_string(id) + "); ";
    if (v->getType()->isVoidType()) {
      // `return flush_all();` in a void function (GNU C): there is no value to keep, and
      // `__auto_type` of a void did not compile.
      rw.InsertTextBefore(b, "({ (");
      rw.InsertTextAfterToken(sm.getExpansionRange(v->getEndLoc()).getEnd(), tail + "(void)0; })");
      continue;
    }
    rw.InsertTextBefore(b, "({ __auto_type " + name + " = (");
    rw.InsertTextAfterToken(sm.getExpansionRange(v->getEndLoc()).getEnd(), tail + name + "; })");
  }

  // The program's own reach_error (or __VERIFIER_error) logs as it begins: a call the rewrite
  // above does not reach (spelled by a macro of the file, `#define assert(e) (!(e) ? reach_error()
  // : (void)0)`, with no probe to write it out) still shows the error the model checked; before,
  // its abort read as an assertion other than the counterexample's (ERROR on a real bug). A call
  // the rewrite reached logs first, with its line.
  for (FunctionDecl* f : finder.fns) {
    auto* body = cast<CompoundStmt>(f->getBody());
    if ((f->getName() != "reach_error" && f->getName() != "__VERIFIER_error") || body->getLBracLoc().isMacroID()) continue;
    rw.InsertTextAfterToken(body->getLBracLoc(), " mokert_reach_error(" + c_string(f->getNameAsString()) + ");");
  }

  // SV-COMP runs a __VERIFIER_atomic_* function as one step: its body holds the runtime's atomic
  // lock (released at any return by the cleanup), so a schedule that stops a thread inside it
  // blocks the others on that lock, as the task's semantics want, instead of interleaving them.
  for (FunctionDecl* f : finder.fns) {
    auto* body = cast<CompoundStmt>(f->getBody());
    if (!f->getName().startswith("__VERIFIER_atomic_") || body->getLBracLoc().isMacroID()) continue;
    rw.InsertTextAfterToken(body->getLBracLoc(),
                            " __attribute__((cleanup(mokert_atomic_leave))) int mokert_atomic_token = "
                            "mokert_atomic_enter(" + c_string(f->getNameAsString()) + ");");
  }

  // A function the model runs as a process that no pthread_create names binds the thread that
  // enters it (mokert_entered); leaving it ends that process.
  for (FunctionDecl* f : finder.fns) {
    auto* body = cast<CompoundStmt>(f->getBody());
    if (!entry_functions.count(f->getNameAsString()) || body->getLBracLoc().isMacroID()) continue;
    rw.InsertTextAfterToken(body->getLBracLoc(),
                            " __attribute__((cleanup(mokert_entered_leave))) int mokert_entered_token = "
                            "mokert_entered(" + c_string(f->getNameAsString()) + ");");
  }

  // Statements a macro spells, with their probes: replaced through their `;` by their printed
  // expansion in braces (an unbraced body stays one statement); as many newlines as they span.
  // A macro that spells several statements of a block is written out without braces (its
  // declarations, `pthread_t t_ids[N]`, stay in the block's scope).
  for (Stmt* a : anchor_order) {
    ProbePrinter printer(policy, anchors[a], redirects, sm, names[finder.where(a->getBeginLoc()).file]);
    Stmt* last = anchor_last[a];
    std::vector<Stmt*> group = {a};
    if (last != a)
      for (const auto& parent : ctx.getParents(*a))
        if (const auto* block = parent.get<CompoundStmt>()) {
          group.clear();
          bool in = false;
          for (Stmt* x : block->body()) {
            in = in || x == a;
            if (in) group.push_back(x);
            if (x == last) break;
          }
        }
    std::string text;
    for (Stmt* x : group) {
      std::string one;
      llvm::raw_string_ostream os(one);
      x->printPretty(os, &printer, policy);
      os.flush();
      while (!one.empty() && (one.back() == ' ' || one.back() == '\n')) one.pop_back();
      if (isa<Expr>(x) && !finder.is_macro_use(x)) one += ";";
      text += (text.empty() ? "" : " ") + one;
    }
    unsigned newlines = 0;
    for (char& ch : text)
      if (ch == '\n') ch = ' ';
    CharSourceRange r = anchor_range(a);
    SourceLocation begin = r.getBegin();
    SourceLocation end = anchor_end(a);
    unsigned len = sm.getFileOffset(end) - sm.getFileOffset(begin);
    for (unsigned i = 0; i < len; ++i)
      if (sm.getCharacterData(begin)[i] == '\n') ++newlines;
    // (A declaration keeps its scope: no braces; a macro use is an expression: parentheses.)
    if (finder.is_macro_use(a)) text = "(" + text + ")";
    else if (group.size() == 1 && !isa<DeclStmt>(a)) text = "{ " + text + " }";
    rw.ReplaceText(begin, len, text + std::string(newlines, '\n'));
  }

  // Every entry of an own header: its #include, where it is in an instrumented file, names the
  // header's copy (the filename as written, "queue.h" or "../inc/queue.h", replaced by the copy's path).
  std::vector<std::pair<FileID, fs::path>> header_ids;
  for (unsigned i = 1; i < sm.local_sloc_entry_size(); ++i) {
    const SrcMgr::SLocEntry& e = sm.getLocalSLocEntry(i);
    if (!e.isFile()) continue;
    FileID id = sm.getFileID(SourceLocation::getFromRawEncoding(e.getOffset()));
    unsigned n = finder.file_index(id);
    if (n < 2) continue;
    fs::path original = fs::weakly_canonical(names[n], ec);
    header_ids.emplace_back(id, original);
    SourceLocation inc = e.getFile().getIncludeLoc();
    if (inc.isInvalid() || inc.isMacroID() || finder.file_index(sm.getFileID(inc)) == 0) continue;
    const char* text = sm.getCharacterData(inc);
    const char close = text[0] == '"' ? '"' : text[0] == '<' ? '>' : 0;
    if (!close) continue;
    unsigned len = 1;
    while (text[len] && text[len] != close && text[len] != '\n') ++len;
    if (text[len] != close) continue;
    rw.ReplaceText(inc, len + 1, c_string(headers.at(original).string()));
  }

  // The runtime header first; #line keeps __FILE__/__LINE__ (assert messages) those of the original.
  InstrumentedFiles out;
  out.defines_main = defines_main;
  out.main_params = main_params;
  out.text = "#include \"mokert_replay_user.h\"\n#line 1 " + c_string(source.string()) + "\n";
  const RewriteBuffer* buf = rw.getRewriteBufferFor(sm.getMainFileID());
  out.text += buf ? std::string(buf->begin(), buf->end()) : code;
  for (const auto& [id, original] : header_ids) {
    const RewriteBuffer* hb = rw.getRewriteBufferFor(id);
    std::string text = "#line 1 " + c_string(original.string()) + "\n" +
                       (hb ? std::string(hb->begin(), hb->end()) : sm.getBufferData(id).str());
    // A header entered twice (no include guard) is rewritten per entry; its copy is one file.
    auto [it, fresh] = out.headers.emplace(original, text);
    if (!fresh && it->second != text)
      throw InputError(original.string() + ": this header is included more than once by " + source.string() +
                       " and the counterexample switches threads in it; give it an include guard");
  }
  return out;
}

bool append_harness_main(const fs::path& source, const std::vector<std::string>& compile_flags,
                         const HarnessMain& harness, std::string& text, std::string& missing) {
  std::unique_ptr<ASTUnit> unit = parse_unit(source, read_file(source), compile_flags);
  ASTContext& ctx = unit->getASTContext();
  auto lookup = [&](const std::string& name) { return ctx.getTranslationUnitDecl()->lookup(DeclarationName(&ctx.Idents.get(name))); };
  auto global = [&](const std::string& name) {
    for (NamedDecl* d : lookup(name)) {
      if (auto* v = dyn_cast<VarDecl>(d); v && v->isFileVarDecl()) return true;
      if (isa<EnumConstantDecl>(d)) return true;
    }
    return false;
  };
  auto all_global = [&](const std::vector<std::string>& names) {
    for (const auto& name : names)
      if (!global(name)) {
        missing = "`" + name + "` is no global of " + source.filename().string();
        return false;
      }
    return true;
  };
  if (!all_global(harness.names)) return false;
  for (const auto& set : harness.setup)
    if (!all_global(set.names)) return false;
  std::vector<bool> returns;
  std::vector<unsigned> params;
  for (const auto& st : harness.starts) {
    const FunctionDecl* def = nullptr;
    for (NamedDecl* d : lookup(st.function))
      if (auto* f = dyn_cast<FunctionDecl>(d); f && f->getDefinition()) def = f->getDefinition();
    if (!def) {
      missing = "`" + st.function + "` is not defined in " + source.filename().string();
      return false;
    }
    for (const ParmVarDecl* p : def->parameters())
      if (!p->getType()->isScalarType()) {
        missing = "`" + st.function + "` takes `" + p->getNameAsString() + "` of type " + p->getType().getAsString() +
                  ", for which the script gives no C value";
        return false;
      }
    if (!st.active && st.args.size() != def->getNumParams()) {
      missing = "the script passes " + std::to_string(st.args.size()) + " argument(s) to `" + st.function +
                "`, which takes " + std::to_string(def->getNumParams());
      return false;
    }
    returns.push_back(!def->getReturnType()->isVoidType());
    params.push_back(def->getNumParams());
  }
  text += harness_main_text(harness, returns, params);
  return true;
}

bool append_property_check(const fs::path& source, const std::vector<std::string>& compile_flags,
                           const ScheduleProperty& property, std::string& text, std::string& missing) {
  if (property.c_expr.empty()) return false;
  std::unique_ptr<ASTUnit> unit = parse_unit(source, read_file(source), compile_flags);
  ASTContext& ctx = unit->getASTContext();
  for (const auto& name : property.names) {
    bool found = false;
    for (NamedDecl* d : ctx.getTranslationUnitDecl()->lookup(DeclarationName(&ctx.Idents.get(name)))) {
      if (auto* v = dyn_cast<VarDecl>(d); v && v->isFileVarDecl()) found = true;
      if (isa<EnumConstantDecl>(d)) found = true;
    }
    if (!found) {
      missing = name;
      return false;
    }
  }
  // Called by the runtime with every other thread parked: it only reads.
  text += "\n/* mokert: the script's property " + property.where + " */\n"
          "int mokert_script_property_failed(void) { return !!(" + property.c_expr + "); }\n";
  return true;
}

} // namespace mokert
