// lookup: exact and prefix rules, rhs keywords, first-match order, table order, Substitute.
#include "script_fixture.hpp"

using namespace mokert;

TEST_F(ScriptTest, ExactRuleMatchesNormalizedTextWithOrWithoutSemicolon) {
  auto s = script("%F prog.c\n%X -a main\n%L\nr=rand()\tif :: r = 0 :: r = 1 fi\n"
                  "x  =  y ;\tx = 2\n%%\n");
  EXPECT_EQ(mapped(s, "r = rand();"), "if :: r = 0 :: r = 1 fi");
  EXPECT_EQ(mapped(s, "r=rand()"), "if :: r = 0 :: r = 1 fi");
  EXPECT_EQ(mapped(s, "x=y;"), "x = 2");
  EXPECT_EQ(mapped(s, "r = rand() + 1;"), "<none>");  // exact, not a prefix
}

TEST_F(ScriptTest, PrefixRuleMatchesTextStartingWithIt) {
  auto s = script("%F prog.c\n%nodefaults\n%L\nlog_msg(...\tskip\n%%\n");
  EXPECT_EQ(mapped(s, "log_msg(\"a\", 1);"), "skip");
  EXPECT_EQ(mapped(s, "log_msg ( x ) ;"), "skip");
  EXPECT_EQ(mapped(s, "xlog_msg(1);"), "<none>");
  auto r = lookup(s, {}, "log_msg(1);");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->rule, "t.prx:4");
}

TEST_F(ScriptTest, EveryRhsKeyword) {
  auto s = script("%F prog.c\n%nodefaults\n%L\n"
                  "a();\tcomment\nb();\thide\nc();\tskip\nd(1);\tkeep\ne(\"q\");\tprint\n"
                  "(f>0)\ttrue\n(g>0)\tfalse\nh();\twarn\ni();\tC_code\nj();\tC_expr\nk();\tx = 1; y = 2\n%%\n");
  auto get = [&](const std::string& c) { return *lookup(s, {}, normalize_c(c)); };
  EXPECT_EQ(get("a();").kind, RhsKind::Comment);
  EXPECT_EQ(get("a();").promela, "a()");
  EXPECT_EQ(get("b();").kind, RhsKind::Hide);
  EXPECT_EQ(get("b();").promela, "");
  EXPECT_EQ(get("c();").kind, RhsKind::Skip);
  EXPECT_EQ(get("c();").promela, "skip");
  EXPECT_EQ(get("d(1);").kind, RhsKind::Keep);
  EXPECT_EQ(get("d(1);").promela, "d(1)");
  EXPECT_EQ(get("e(\"q\");").kind, RhsKind::Print);
  EXPECT_EQ(get("e(\"q\");").promela, "printf(\"e('q')\\n\")");
  EXPECT_EQ(get("(f>0)").kind, RhsKind::True);
  EXPECT_EQ(get("(f>0)").promela, "true");
  EXPECT_EQ(get("(g>0)").kind, RhsKind::False);
  EXPECT_EQ(get("(g>0)").promela, "false");
  auto w = get("h();");
  EXPECT_EQ(w.kind, RhsKind::Print);
  EXPECT_NE(w.warning.find("t.prx:11"), std::string::npos) << w.warning;
  EXPECT_TRUE(get("i();").c_code);
  EXPECT_TRUE(get("j();").c_code);
  EXPECT_EQ(get("k();").kind, RhsKind::Promela);
  EXPECT_EQ(get("k();").promela, "x = 1; y = 2");
}

TEST_F(ScriptTest, FirstMatchWinsWithinATable) {
  auto s = script("%F prog.c\n%nodefaults\n%L\nf(...\tfirst\nf(1);\tsecond\n%%\n");
  EXPECT_EQ(mapped(s, "f(1);"), "first");
}

TEST_F(ScriptTest, NamedTablesInOrderThenUnnamedThenDefaults) {
  auto s = script("%F prog.c\n%X -L one -L two -a main\n"
                  "%L one\nf();\tfrom_one\n%L two\nf();\tfrom_two\ng();\tg_two\n"
                  "%L\nf();\tfrom_unnamed\ng();\tg_unnamed\nh();\th_unnamed\n"
                  "pthread_mutex_lock(&m);\tmine\n%%\n");
  ASSERT_EQ(s.extracts.size(), 1u);
  auto tabs = s.extracts[0].tables;
  EXPECT_EQ(tabs, (std::vector<std::string>{"one", "two"}));
  EXPECT_EQ(mapped(s, "f();", tabs), "from_one");
  EXPECT_EQ(mapped(s, "f();", {"two", "one"}), "from_two");
  EXPECT_EQ(mapped(s, "g();", tabs), "g_two");
  EXPECT_EQ(mapped(s, "h();", tabs), "h_unnamed");
  EXPECT_EQ(mapped(s, "f();", {}), "from_unnamed");  // named tables only when asked for
  // The unnamed table comes before the defaults, and the defaults are there.
  EXPECT_EQ(mapped(s, "pthread_mutex_lock(&m);", tabs), "mine");
  EXPECT_EQ(mapped(s, "pthread_mutex_unlock(&m);", tabs), "mokert_mutex_unlock(m)");
}

TEST_F(ScriptTest, SubstituteRewritesTheResultAndGeneratedCode) {
  auto s = script("%F prog.c\n%nodefaults\n%L\nSubstitute\tnow.busy\tbusy\n"
                  "unlock();\tc_code { now.busy = 0; }\n%%\n");
  EXPECT_EQ(mapped(s, "unlock();"), "c_code { busy = 0; }");
  EXPECT_EQ(apply_substitutes(s, {}, "c_code { mutex_unlock(&(now.busy)); }"),
            "c_code { mutex_unlock(&(busy)); }");
}

TEST_F(ScriptTest, IncludeInsertsTheTableInPlace) {
  write("shared.lut", "f();\tfrom_shared\ng();\tg_shared\n");
  auto s = script("%F prog.c\n%nodefaults\n%L\ng();\tg_first\nInclude\tshared.lut\nf();\tf_later\n%%\n");
  EXPECT_EQ(mapped(s, "g();"), "g_first");
  EXPECT_EQ(mapped(s, "f();"), "from_shared");
  auto r = lookup(s, {}, "f();");
  EXPECT_EQ(r->rule, "shared.lut:1");
}

TEST_F(ScriptTest, DataDirectives) {
  auto s = script("%F prog.c\n%nodefaults\n%L\n"
                  "Import\tcount\tGlobal\nDeclare\tint\ttmp\tmain\nPromela\tready\tGlobal\n"
                  "NonState\thidden\tbuf[]\nTrack\t&heap\tsizeof(heap)\nConstant\tZERO ONE\n%%\n");
  ASSERT_EQ(s.data.size(), 6u);
  EXPECT_EQ(s.data[0].kind, DataDirective::Import);
  EXPECT_EQ(s.data[0].args, (std::vector<std::string>{"count", "Global"}));
  EXPECT_EQ(s.data[1].kind, DataDirective::Declare);
  EXPECT_EQ(s.data[1].args, (std::vector<std::string>{"int", "tmp", "main"}));
  EXPECT_EQ(s.data[2].kind, DataDirective::PromelaVar);
  EXPECT_EQ(s.data[3].kind, DataDirective::NonState);
  EXPECT_EQ(s.data[3].args, (std::vector<std::string>{"hidden", "buf[]"}));
  EXPECT_EQ(s.data[4].kind, DataDirective::Track);
  EXPECT_EQ(s.data[4].args, (std::vector<std::string>{"&heap", "sizeof(heap)"}));
  EXPECT_EQ(s.data[5].kind, DataDirective::Constant);
  EXPECT_EQ(s.data[5].args, (std::vector<std::string>{"ZERO", "ONE"}));
  EXPECT_EQ(s.data[5].where.line, 9u);
}

TEST_F(ScriptTest, TableExtensionsTypeAndRuntime) {
  write("mine.pml", "bit x;\n");
  auto s = script("%F prog.c\n%nodefaults\n%L\n@type\tstruct lock\tbyte\n@runtime\tmine.pml\n%%\n");
  ASSERT_EQ(s.promela_types.size(), 1u);
  EXPECT_EQ(s.promela_types[0], (std::pair<std::string, std::string>{"struct lock", "byte"}));
  ASSERT_EQ(s.promela_includes.size(), 1u);
  EXPECT_EQ(s.promela_includes[0], std::filesystem::weakly_canonical(dir / "mine.pml"));
}

TEST_F(ScriptTest, CommentsAndContinuationsInTables) {
  write("t.lut", "# a comment\n\nlong_call(a,\\\nb);\tjoined\n");
  auto s = script("%F prog.c\n%nodefaults\n%L t.lut\n%X -L t -a main\n");
  EXPECT_EQ(mapped(s, "long_call(a, b);", {"t"}), "joined");
}

TEST_F(ScriptTest, DefaultTableMapsThePthreadPrimitives) {
  auto s = default_script(dir / "prog.c");
  EXPECT_EQ(mapped(s, "pthread_mutex_lock(&m);"), "mokert_mutex_lock(m)");
  EXPECT_EQ(mapped(s, "pthread_mutex_unlock(&locks[i]);"), "mokert_mutex_unlock(locks[i])");
  EXPECT_EQ(mapped(s, "rc = pthread_mutex_trylock(&m);"), "mokert_mutex_trylock(m, rc)");
  EXPECT_EQ(mapped(s, "pthread_mutex_trylock(&m);"), "mokert_mutex_trylock_void(m)");
  EXPECT_EQ(mapped(s, "pthread_mutex_init(&m, NULL);"), "mokert_mutex_init(m)");
  EXPECT_EQ(mapped(s, "pthread_mutex_destroy(&m);"), "mokert_mutex_destroy(m)");
  EXPECT_EQ(mapped(s, "pthread_cond_wait(&c, &m);"), "mokert_cond_wait(c, m)");
  EXPECT_EQ(mapped(s, "pthread_cond_signal(&c);"), "mokert_cond_signal(c)");
  EXPECT_EQ(mapped(s, "pthread_cond_broadcast(&c);"), "mokert_cond_broadcast(c)");
  // The argument is passed on (the lookup alone does not render it; the translator does).
  EXPECT_EQ(mapped(s, "pthread_create(&t1, NULL, worker, (void *)&arg);"), "mokert_thread_create_arg_c(t1, p_worker, (void*)&arg)");
  EXPECT_EQ(mapped(s, "pthread_join(t1, NULL);"), "mokert_thread_join(t1)");
  EXPECT_EQ(mapped(s, "pthread_join(t1, &ret);"), "mokert_thread_join_r(t1, ret)");
  EXPECT_EQ(mapped(s, "pthread_exit(NULL);"), "mokert_thread_exit_value(NULL)");
  EXPECT_EQ(mapped(s, "rc = pthread_cond_timedwait(&c, &m, &ts);"), "mokert_cond_timedwait_r(c, m, rc)");
  EXPECT_EQ(mapped(s, "pthread_cond_timedwait(&c, &m, &ts);"), "mokert_cond_timedwait(c, m)");
  EXPECT_EQ(mapped(s, "assert(count == 2);"), "assert(count==2)");
  EXPECT_EQ(mapped(s, "printf(\"%d\\n\", x);"), "printf(\"%d\\n\",x)");  // comment: the C text
  EXPECT_EQ(lookup(s, {}, "printf(\"x\");")->kind, RhsKind::Comment);
  EXPECT_EQ(s.promela_includes.size(), 1u);
  EXPECT_EQ(s.promela_includes[0].filename(), "pthread.pml");
  EXPECT_TRUE(s.promela_includes[0].is_absolute());
  // A mutex reached through a pointer, and read-write locks (here too through a pointer).
  EXPECT_EQ(mapped(s, "pthread_mutex_lock(s->lock);"), "mokert_mutex_lock(*s->lock)");
  EXPECT_EQ(mapped(s, "pthread_mutex_unlock(s->lock);"), "mokert_mutex_unlock(*s->lock)");
  EXPECT_EQ(mapped(s, "pthread_rwlock_rdlock(&t.lock);"), "mokert_rwlock_rdlock(t.lock)");
  EXPECT_EQ(mapped(s, "pthread_rwlock_wrlock(&t.lock);"), "mokert_rwlock_wrlock(t.lock)");
  EXPECT_EQ(mapped(s, "pthread_rwlock_unlock(&t.lock);"), "mokert_rwlock_unlock(t.lock)");
  EXPECT_EQ(mapped(s, "pthread_rwlock_wrlock(l);"), "mokert_rwlock_wrlock(*l)");
  EXPECT_EQ(mapped(s, "sem_init(&slots, 0, 2);"), "mokert_sem_init(slots, 2)");
  EXPECT_EQ(mapped(s, "sem_wait(&slots);"), "mokert_sem_wait(slots)");
  EXPECT_EQ(mapped(s, "sem_post(&slots);"), "mokert_sem_post(slots)");
  // Spin locks are mutexes; barriers; the calls that only wait for time are skipped.
  EXPECT_EQ(mapped(s, "pthread_spin_lock(&q->spin);"), "mokert_mutex_lock(q->spin)");
  EXPECT_EQ(mapped(s, "pthread_barrier_wait(&phase);"), "mokert_barrier_wait(phase)");
  EXPECT_EQ(mapped(s, "r=pthread_barrier_wait(&phase);"), "mokert_barrier_wait_r(phase, r)");
  EXPECT_EQ(mapped(s, "pthread_barrier_init(&phase, NULL, 3);"), "mokert_barrier_init(phase, 3)");
  EXPECT_EQ(mapped(s, "usleep(1000);"), "skip");
  EXPECT_EQ(mapped(s, "sleep(1);"), "skip");
  // Mutex kinds: the attribute's type reaches pthread_mutex_init; results of lock and unlock.
  EXPECT_EQ(mapped(s, "pthread_mutexattr_settype(&attr,PTHREAD_MUTEX_RECURSIVE);"),
            "mokert_mutexattr_settype(attr, PTHREAD_MUTEX_RECURSIVE)");
  EXPECT_EQ(mapped(s, "pthread_mutex_init(&m,&attr);"), "mokert_mutex_init_attr(m, attr)");
  EXPECT_EQ(mapped(s, "pthread_mutex_init(&m,NULL);"), "mokert_mutex_init(m)");
  EXPECT_EQ(mapped(s, "rc=pthread_mutex_lock(&m);"), "mokert_mutex_lock_r(m, rc)");
  // pthread_mutex_t, pthread_mutexattr_t, pthread_cond_t, pthread_t, pthread_rwlock_t, sem_t,
  // pthread_spinlock_t, pthread_barrier_t, pthread_once_t
  EXPECT_EQ(s.promela_types.size(), 9u);
}

TEST_F(ScriptTest, ConditionRuleWithoutParenthesesMatchesAsModexDoes) {
  // Modex's abp2.prx: `fetch_data(...` is meant for `if (fetch_data(&m.cont))`.
  auto s = script("%F prog.c\n%nodefaults\n%L\nfetch_data(...\ttrue\nready\tfalse\n(!get_data(...\tfalse\n"
                  "check($E);\tassert($E)\n%%\n");
  EXPECT_EQ(mapped(s, "(fetch_data(&m.cont))"), "true");
  EXPECT_EQ(mapped(s, "(ready)"), "<none>");           // an exact rule: conditions are written (ready)
  EXPECT_EQ(mapped(s, "(check(x))"), "<none>");        // a statement rule never becomes a guard
  EXPECT_EQ(mapped(s, "(!get_data(out.cont))"), "false");
  EXPECT_EQ(mapped(s, "(fetch_data(a))&&(b)"), "<none>");  // not one parenthesized group
  EXPECT_EQ(mapped(s, "(other(a))"), "<none>");
}

TEST_F(ScriptTest, DefaultTableIsReadAgainWhenItChangesOnDisk) {
  // The default table is cached per process; a changed file must not be served from the cache.
  const char* old_home = std::getenv("MOKERT_HOME");
  const std::string saved = old_home ? old_home : "";
  auto home = dir / "home";
  write("home/translation-scripts/defaults.lut", "only_here();\tskip\n");
  ::setenv("MOKERT_HOME", home.c_str(), 1);
  EXPECT_EQ(mapped(script("%F prog.c\n"), "only_here();"), "skip");
  EXPECT_EQ(mapped(script("%F prog.c\n"), "only_here();"), "skip");  // from the cache

  write("home/translation-scripts/defaults.lut", "only_here();\tfalse\nand_this();\tskip\n");
  auto s = script("%F prog.c\n");
  EXPECT_EQ(mapped(s, "only_here();"), "false");
  EXPECT_EQ(mapped(s, "and_this();"), "skip");

  // A broken table is an input error naming its line, and the next good version is read again.
  write("home/translation-scripts/defaults.lut", "only_here();\tfalse\n$\tskip\n");
  std::string why = error_of("%F prog.c\n");
  EXPECT_NE(why.find("defaults.lut:2"), std::string::npos) << why;
  write("home/translation-scripts/defaults.lut", "only_here();\tkeep\n");
  EXPECT_EQ(mapped(script("%F prog.c\n"), "only_here();"), "only_here()");

  if (old_home)
    ::setenv("MOKERT_HOME", saved.c_str(), 1);
  else
    ::unsetenv("MOKERT_HOME");
}

// A helper expanded at its call has the caller's argument in place of its parameter; a user's
// rule spells the helper's own text. It matches in its own place in the order, before a later
// table's pattern rule for the substituted text, unless its Promela names the parameter.
TEST_F(ScriptTest, RuleForAHelpersOwnSpellingMatchesItsExpansion) {
  auto s = script("%F prog.c\n%X -a main\n%L\n"
                  "pthread_mutex_lock(&qp->m)\tatomic { qlock == 0 -> qlock = 1 }\n"
                  "pthread_mutex_unlock(&qp->m)\tunlock(qp)\n%%\n");
  const std::string expanded = normalize_c("pthread_mutex_lock(&(&q)->m);");
  auto r = lookup(s, {}, expanded, normalize_c("pthread_mutex_lock(&qp->m);"), {"qp"});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->promela, "atomic { qlock == 0 -> qlock = 1 }");
  EXPECT_EQ(r->rule, "t.prx:4");
  // Without the spelling: the shipped pattern rule for the expanded text.
  r = lookup(s, {}, expanded);
  ASSERT_TRUE(r);
  EXPECT_NE(r->rule, "t.prx:4");
  // A rule whose Promela names the parameter is skipped: no `qp` exists at the call.
  r = lookup(s, {}, normalize_c("pthread_mutex_unlock(&(&q)->m);"), normalize_c("pthread_mutex_unlock(&qp->m);"),
             {"qp"});
  ASSERT_TRUE(r);
  EXPECT_NE(r->rule, "t.prx:5");
}
