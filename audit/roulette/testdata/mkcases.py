import os, copy
# Writes the hand-written roulette cases from one clean base session plus one
# change each; the .txt files are what the tests read and may be edited by hand.
D=os.path.join(os.path.dirname(os.path.abspath(__file__)), 'cases')
os.makedirs(D, exist_ok=True)
T=lambda hm, day='2024-03-01': f"{day}T{hm}+01:00"
def base(game='ruleta-francesa', variant='un-pano', day='2024-03-01', mn='5.00', mx='150.00', auth='5.00', sid='S1', table='T1'):
    return {
     'sessions':[f"{sid},CAS1,{table},{game},{variant},{T('21:00:00',day)},{T('23:00:00',day)},{mn},{mx},{auth}"],
     'staff':[f"{sid},E1,jefe-mesa,{T('21:00:00',day)},", f"{sid},E2,croupier,{T('21:00:00',day)},", f"{sid},E3,croupier,{T('21:00:00',day)},", f"{sid},E4,extremo-mesa,{T('21:00:00',day)},"],
     'rounds':[f"{sid},1,{T('21:05:00',day)},E2,17,cw,ccw,{T('21:04:50',day)},played,",
               f"{sid},2,{T('21:06:00',day)},E3,0,ccw,cw,{T('21:05:50',day)},played,",
               f"{sid},3,{T('21:07:00',day)},E2,8,cw,ccw,{T('21:06:50',day)},played,"],
     'bets':[f"{sid},1,B1,1,P1,pleno,17,10.00,10.00,350.00,,{T('21:04:00',day)},E2",
             f"{sid},1,B2,2,P2,caballo,17-20,5.00,5.00,85.00,,{T('21:04:10',day)},E2",
             f"{sid},1,B3,3,P3,rojo,,20.00,0.00,0.00,,{T('21:04:20',day)},",
             f"{sid},2,B4,1,P1,negro,,20.00,10.00,0.00,,{T('21:05:10',day)},E3",
             f"{sid},2,B5,2,P2,par,,10.00,10.00,0.00,3,{T('21:05:20',day)},E3",
             f"{sid},3,B6,3,P3,docena,1,10.00,10.00,20.00,,{T('21:06:10',day)},E2",
             f"{sid},3,B7,1,P1,transversal,7-8-9,5.00,5.00,55.00,,{T('21:06:20',day)},E2"],
     'events':[],
    }
def sub(rows, prefix, new):
    for i,r in enumerate(rows):
        if r.startswith(prefix):
            rows[i]=new; return
    raise Exception('no row '+prefix)
def find(rows, prefix):
    return [r for r in rows if r.startswith(prefix)][0]
def field(row, idx, val):
    f=row.split(','); f[idx]=val; return ','.join(f)
def setf(rows, prefix, idx, val):
    sub(rows, prefix, field(find(rows,prefix), idx, val))
def write(name, comment, region, want, log, assume=()):
    with open(os.path.join(D,name+'.txt'),'w') as f:
        f.write(f"# {comment}\n# region: {region}\n")
        for a in assume: f.write(f"# assume: {a}\n")
        f.write(f"# want: {' '.join(want) if want else 'none'}\n")
        for t in ['sessions','staff','rounds','bets','events']:
            rows=log[t]
            if not rows: continue
            hdr={'sessions':"session_id,casino_id,table_id,game,variant,opened_at,closed_at,min_bet,max_bet,authorized_min",
                 'staff':"session_id,employee_id,role,on_at,off_at",
                 'rounds':"session_id,round_no,at,dealer_id,outcome,wheel_dir,ball_dir,no_more_bets_at,status,void_reason",
                 'bets':"session_id,round_no,bet_id,seat,player_id,type,selection,stake,returned,paid,settled_round,placed_at,paid_by",
                 'events':"session_id,at,round_no,kind,detail,employee_id"}[t]
            f.write(f"\n-- {t}.csv --\n{hdr}\n"+"\n".join(rows)+"\n")
# bet field indexes: 0 sid,1 round,2 id,3 seat,4 player,5 type,6 sel,7 stake,8 ret,9 paid,10 settled,11 placed,12 paid_by
# round: 0 sid,1 no,2 at,3 dealer,4 outcome,5 wheel,6 ball,7 nmb,8 status,9 reason
B='S1,1,B1'
L=base(); write('clean-es-1979','A clean French roulette session under the 1979 national text: wins, a zero half back, a bet in prison freed.','es',[],L)
L=base(day='1978-05-02'); write('clean-es-1977','The same clean session in 1978, judged under the 1977 text.','es',[],L)
L=base(day='2010-05-02'); L['staff']=L['staff'][:3]; write('clean-cyl','Castilla y León 2010: the extremo is exempted on a un-paño table, tier 3 (30x).','cyl',[],L)
L=base(day='2005-05-02'); L['bets'].append("S1,3,B8,2,P2,vecinos-del-cero,,45.00,0.00,0.00,,2005-05-02T21:06:30+01:00,E2"); L['bets'].append("S1,3,B9,3,P3,tercio-del-cilindro,,30.00,5.00,85.00,,2005-05-02T21:06:40+01:00,E2"); L['bets'].append("S1,3,B10,1,P1,transversal,0-2-3,5.00,0.00,0.00,,2005-05-02T21:06:45+01:00,E2")
L['staff']=L['staff'][:3]
write('clean-cv','Comunitat Valenciana 2005: announced bets settled chip by chip (tercio wins on 8 through the 5/8 split), the 0-2-3 street.','cv',[],L)
def american(day='2024-03-01', mx='100.00'):
    L=base(game='ruleta-americana', variant='', day=day, mx=mx)
    L['staff']=[L['staff'][0], L['staff'][1]]
    setf(L['bets'],'S1,2,B5',8,'5.00'); setf(L['bets'],'S1,2,B5',10,'')
    return L
write('clean-american-es','National American roulette (1977 section standing in after 1979): zero costs half, pleno max 20x.','es',[],american())
L=american(); setf(L['bets'],'S1,2,B5',8,'10.00'); setf(L['bets'],'S1,2,B5',10,'3')
write('american-prison','American roulette: a simple chance put in prison instead of half lost.','es',['RUL-ZERO@2/B5'],L)
L=american(); write('american-prison-allowed','The same prison under american-prison=allowed is a half-back-or-prison table: the par freed on 8 is fine.','es',[],american(),) 
L=american(); setf(L['bets'],'S1,2,B5',8,'10.00'); setf(L['bets'],'S1,2,B5',10,'3')
write('american-prison-allowed','Under american-prison=allowed the American table may hold a simple chance in prison.','es',[],L,['american-prison=allowed'])

L=base(); L['bets'].append("S1,1,B8,1,P1,vecinos-del-cero,,45.00,0.00,0.00,,2024-03-01T21:04:30+01:00,E2")
write('bet-type','An announced bet outside Valencia is not in the national closed list.','es',['RUL-BET-TYPE@1/B8'],L)
L=base(); L['bets'].append("S1,1,B8,1,P1,caballo,1-5,5.00,0.00,0.00,,2024-03-01T21:04:30+01:00,E2")
write('bet-layout','A caballo on 1 and 5, which do not share a side.','es',['RUL-BET-LAYOUT@1/B8'],L)
L=base(); L['bets'].append("S1,1,B8,1,P1,caballo,0-3,5.00,0.00,0.00,,2024-03-01T21:04:30+01:00,E2")
write('zero-split-allowed','A 0-3 split: allowed under the default reading of zero-combinations.','es',[],L)
write('zero-split-forbidden','The same 0-3 split under zero-combinations=forbidden.','es',['RUL-BET-LAYOUT@1/B8'],L,['zero-combinations=forbidden'])
L=base(); L['bets'].append("S1,1,B8,1,P1,dos-docenas,1-3,10.00,0.00,0.00,,2024-03-01T21:04:30+01:00,E2")
write('two-dozens-apart','Dozens 1 and 3 cannot be played a caballo (default two-dozens-pairs=adjacent).','es',['RUL-BET-LAYOUT@1/B8'],L)
write('two-dozens-apart-any','The same bet under two-dozens-pairs=any: 17 is in neither dozen 1 nor 3, collected right, so clean.','es',[],L,['two-dozens-pairs=any'])

L=base(); setf(L['bets'],'S1,1,B1',9,'360.00'); setf(L['bets'],'S1,1,B2',9,'80.00'); setf(L['bets'],'S1,1,B3',8,'20.00'); setf(L['bets'],'S1,1,B3',9,'20.00'); setf(L['bets'],'S1,3,B6',8,'0.00'); setf(L['bets'],'S1,3,B6',9,'0.00')
write('payout','Overpaid pleno, underpaid caballo, losing rojo paid, winning docena collected.','es',['RUL-PAYOUT@1/B1','RUL-PAYOUT@1/B2','RUL-PAYOUT@1/B3','RUL-PAYOUT@3/B6'],L)
L=base(); L['bets'].append("S1,1,B8,1,P1,dos-columnas,2-3,10.00,10.00,5.00,,2024-03-01T21:04:30+01:00,E2"); L['bets'].append("S1,1,B9,1,P1,dos-columnas,1-2,10.00,10.00,5.00,,2024-03-01T21:04:31+01:00,E2")
write('two-columns','17 is in the second column: 2-3 wins half the stake; 1-2 wins too. Clean.','es',[],L)
write('two-columns-literal','Under two-columns=dozens, 2-3 covers dozens 2 and 3 (17 wins) but 1-2 covers dozens 1 and 2 (17 wins): both still clean; a 1-2 on 8 differs.','es',[],L,['two-columns=dozens'])

L=base(); setf(L['bets'],'S1,2,B4',8,'0.00')
write('zero-simple','A negro on zero simply collected: neither half back nor prison.','es',['RUL-ZERO@2/B4'],L)
L=base(); setf(L['bets'],'S1,2,B5',9,'10.00')
write('prison-paid','A par freed from prison on 8 was also paid winnings.','es',['RUL-PRISON@3/B5'],L)
L=base(); L['rounds'].append("S1,4,2024-03-01T21:08:00+01:00,E3,11,ccw,cw,2024-03-01T21:07:50+01:00,played,"); setf(L['bets'],'S1,2,B5',10,'4'); setf(L['bets'],'S1,2,B5',8,'0.00')
write('prison-unresolved','A par in prison since the zero of round 2 should have been resolved on round 3 (8), not round 4.','es',['RUL-PRISON@3/B5'],L)
L=base(); L['rounds'].append("S1,4,2024-03-01T21:08:00+01:00,E3,11,ccw,cw,2024-03-01T21:07:50+01:00,played,"); setf(L['rounds'],'S1,3,',4,'0')
setf(L['bets'],'S1,2,B5',8,'2.50'); setf(L['bets'],'S1,3,B6',8,'0.00'); setf(L['bets'],'S1,3,B6',9,'0.00'); setf(L['bets'],'S1,3,B7',8,'0.00'); setf(L['bets'],'S1,3,B7',9,'0.00')
write('prison-min','Second zero: the par of 10.00 now worth 2.50, below the 5.00 minimum, was handed back instead of staying in prison (1979).','es',['RUL-PRISON-MIN@3/B5'],L)
write('prison-min-1977','The same under the 1977 text, which has no below-minimum rule: a quarter back after two zeros is right.','es',[],{k:[r.replace('2024-03-01','1978-05-02') for r in v] for k,v in L.items()})
L=base(); L['rounds'].append("S1,4,2024-03-01T21:08:00+01:00,E3,11,ccw,cw,2024-03-01T21:07:50+01:00,played,"); setf(L['rounds'],'S1,3,',4,'0')
setf(L['bets'],'S1,2,B5',10,'4'); setf(L['bets'],'S1,3,B6',8,'0.00'); setf(L['bets'],'S1,3,B6',9,'0.00'); setf(L['bets'],'S1,3,B7',8,'0.00'); setf(L['bets'],'S1,3,B7',9,'0.00')
setf(L['bets'],'S1,2,B5',6,''); sub(L['bets'],'S1,2,B5','S1,2,B5,2,P2,impar,,10.00,10.00,0.00,4,2024-03-01T21:05:20+01:00,E3')
write('prison-release-either','Two zeros then 11: the impar freed with its whole stake (reading A) is accepted by the default prison-release=either.','es',[],L)
write('prison-release-halved','The same freed whole under prison-release=halved, which wants 5.00 back.','es',['RUL-PRISON@4/B5'],L,['prison-release=halved'])

L=base(); setf(L['rounds'],'S1,3,',4,'0'); sub(L['bets'],'S1,3,B6','S1,3,B6,3,P3,rojo,,10.00,0.00,0.00,,2024-03-01T21:06:10+01:00,E2'); setf(L['bets'],'S1,3,B7',8,'0.00'); setf(L['bets'],'S1,3,B7',9,'0.00'); setf(L['bets'],'S1,2,B5',8,'2.50')
write('last-spin','Zero on the last spin: the rojo had to be refunded half; the par in prison since round 2 got its quarter (right).','es',['RUL-LAST-SPIN@3/B6'],L)
L=base(); setf(L['bets'],'S1,2,B5',10,'4'); setf(L['bets'],'S1,2,B5',8,'0.00')
write('prison-after-close','A bet left in prison beyond the session\'s last spin.','es',['RUL-LAST-SPIN@2/B5'],L)

L=base(); setf(L['bets'],'S1,1,B2',7,'2.00'); setf(L['bets'],'S1,1,B2',8,'2.00'); setf(L['bets'],'S1,1,B2',9,'34.00')
write('stake-min','A caballo of 2.00 at a 5.00 table.','es',['RUL-STAKE-MIN@1/B2'],L)
L=base(); setf(L['bets'],'S1,1,B1',7,'200.00'); setf(L['bets'],'S1,1,B1',8,'200.00'); setf(L['bets'],'S1,1,B1',9,'7000.00')
write('stake-max','A pleno of 200.00 where the maximum is 30 x 5.00 = 150.00.','es',['RUL-STAKE-MAX@1/B1'],L)
L=base(); setf(L['bets'],'S1,1,B3',7,'3000.00')
write('stake-max-simple-1979','A rojo of 3,000.00 over the 1979 simple-chance maximum of 540 x 5.00 = 2,700.00.','es',['RUL-STAKE-MAX@1/B3'],L)
write('stake-max-simple-1977','The same rojo in 1978 is within the 1977 maximum of 1,000 x 5.00.','es',[],{k:[r.replace('2024-03-01','1978-05-02') for r in v] for k,v in L.items()})
L=base(); L['bets'].append("S1,1,B8,4,P4,pleno,17,100.00,100.00,3500.00,,2024-03-01T21:04:30+01:00,E2")
write('limit-scope-per-bet','Two players on pleno 17 (10.00 and 100.00): each within 150.00.','es',[],L)
L2=copy.deepcopy(L); setf(L2['bets'],'S1,1,B8',7,'145.00'); setf(L2['bets'],'S1,1,B8',8,'145.00'); setf(L2['bets'],'S1,1,B8',9,'5075.00')
write('limit-scope-per-spot','Under limit-scope=per-spot, 10.00 + 145.00 on pleno 17 exceed 150.00.','es',['RUL-STAKE-MAX@1/B1'],L2,['limit-scope=per-spot'])
L=base(day='2005-05-02'); L['staff']=L['staff'][:3]; setf(L['bets'],'S1,1,B1',7,'12.00'); setf(L['bets'],'S1,1,B1',8,'12.00'); setf(L['bets'],'S1,1,B1',9,'420.00')
write('stake-multiple','Valencia: a pleno of 12.00 is not a multiple of the 5.00 minimum.','cv',['RUL-STAKE-MULTIPLE@1/B1'],L)
write('stake-multiple-maxima-only','The same under multiple-of-min=maxima-only.','cv',[],L,['multiple-of-min=maxima-only'])
L=base(); setf(L['bets'],'S1,1,B1',7,'12.00'); setf(L['bets'],'S1,1,B1',8,'12.00'); setf(L['bets'],'S1,1,B1',9,'420.00')
write('stake-multiple-es','The national text has no multiple-of-the-minimum rule: a 12.00 pleno is fine.','es',[],L)
L=base(day='2005-05-02'); L['staff']=L['staff'][:3]; L['bets'].append("S1,3,B8,2,P2,vecinos-del-cero,,45.00,0.00,0.00,,2005-05-02T21:06:30+01:00,E2"); L['bets'].append("S1,1,B9,2,P2,huerfanos,,25.00,10.00,170.00,,2005-05-02T21:04:30+01:00,E2")
write('announced-paid','Huérfanos on 17 (two splits 14/17 and 17/20) pays 2 x 17 chips: 170.00 on a 5.00 unit. Clean.','cv',[],L)
L2=copy.deepcopy(L); setf(L2['bets'],'S1,1,B9',9,'85.00'); setf(L2['bets'],'S1,1,B9',8,'5.00')
write('announced-underpaid','Huérfanos on 17 paid as if one split won.','cv',['RUL-PAYOUT@1/B9'],L2)
L2=copy.deepcopy(L); setf(L2['bets'],'S1,1,B9',7,'25.02')
write('announced-composition','A huérfanos of 25.02 cannot be five equal chips.','cv',['RUL-BET-LAYOUT@1/B9'],L2)

L=base(auth='10.00')
write('table-min','The table opened at 5.00 though the authorised minimum is 10.00.','es',['RUL-TABLE-MIN@0'],L)
L=base(mx='125.00')
write('limits','A pleno maximum of 125.00 on a 5.00 minimum (25x): the text fixes 30x.','es',['RUL-LIMITS@0'],L)
L=base(day='2010-05-02',mx='100.00'); L['staff']=L['staff'][:3]
write('limits-cyl-tier','Castilla y León: 20x is tier 2; every stake here stays within tier 2.','cyl',[],L)
L2=copy.deepcopy(L); setf(L2['bets'],'S1,1,B3',7,'1900.00')
write('limits-cyl-tier-simple','Tier 2 caps simple chances at 360 x 5.00 = 1,800.00: a rojo of 1,900.00 exceeds it.','cyl',['RUL-STAKE-MAX@1/B3'],L2)
write('limits-cyl-per-type','Under cyl-tier=per-type every bet type may use its highest value (540x): the same rojo is fine.','cyl',[],L2,['cyl-tier=per-type'])

L=base(); L['events'].append("S1,2024-03-01T21:06:30+01:00,3,limit-change,min_bet=10.00 max_bet=300.00,E1"); setf(L['bets'],'S1,3,B7',7,'10.00'); setf(L['bets'],'S1,3,B7',8,'10.00'); setf(L['bets'],'S1,3,B7',9,'110.00')
write('limit-change-1979','The national 1979 text forbids changing a running table\'s limit.','es',['RUL-LIMIT-CHANGE@3'],L)
write('limit-change-1977','The 1977 text does not regulate changes within a session (only the authorisation of a raise).','es',[],{k:[r.replace('2024-03-01','1978-05-02') for r in v] for k,v in L.items()})
def cyl5():
    L=base(day='2010-05-02'); L['staff']=L['staff'][:3]
    L['rounds'].append("S1,4,2010-05-02T21:08:00+01:00,E3,11,ccw,cw,2010-05-02T21:07:50+01:00,played,")
    L['rounds'].append("S1,5,2010-05-02T21:09:00+01:00,E2,22,cw,ccw,2010-05-02T21:08:50+01:00,played,")
    L['bets'].append("S1,5,B8,1,P1,pleno,22,10.00,10.00,350.00,,2010-05-02T21:08:10+01:00,E2")
    return L
L=cyl5(); L['events']=["S1,2010-05-02T21:04:00+01:00,1,limit-announce,,E1","S1,2010-05-02T21:07:30+01:00,4,limit-change,min_bet=10.00 max_bet=300.00,E1"]
write('limit-change-cyl','Castilla y León: one upward change, announced three spins ahead (rounds 1-3 at the old limit).','cyl',[],L)
L=cyl5(); L['events']=["S1,2010-05-02T21:07:30+01:00,4,limit-change,min_bet=2.00 max_bet=60.00,E1"]
write('limit-change-cyl-down','Castilla y León: a limit lowered mid-session, and without the three-spin announcement.','cyl',['RUL-LIMIT-CHANGE@4','RUL-LIMIT-CHANGE@4'],L)
L=cyl5(); L['events']=["S1,2010-05-02T21:05:30+01:00,2,limit-announce,,E1","S1,2010-05-02T21:07:30+01:00,4,limit-change,min_bet=10.00 max_bet=300.00,E1"]
write('limit-change-cyl-two-spins','Announced only two spins ahead.','cyl',['RUL-LIMIT-CHANGE@4'],L)
L=cyl5(); L['events']=["S1,2010-05-02T21:04:00+01:00,1,limit-announce,,E1","S1,2010-05-02T21:07:30+01:00,4,limit-change,min_bet=10.00 max_bet=250.00,E1"]
write('limit-change-bad-ratio','After the change the pleno maximum is 25x the new minimum.','cyl',['RUL-LIMITS@4'],L)

L=base(); setf(L['rounds'],'S1,2,',5,'cw'); setf(L['rounds'],'S1,2,',6,'ccw'); setf(L['rounds'],'S1,3,',5,'ccw'); setf(L['rounds'],'S1,3,',6,'cw')
write('wheel-dir','Round 2 spun clockwise like round 1.','es',['RUL-WHEEL-DIR@2'],L)
L=base(); setf(L['rounds'],'S1,1,',6,'cw')
write('ball-dir','Round 1: ball launched clockwise with the wheel.','es',['RUL-BALL-DIR@1'],L)
L=base(); setf(L['bets'],'S1,1,B1',11,'2024-03-01T21:04:55+01:00')
write('late-bet','A pleno placed at 21:04:55 after «no va más» at 21:04:50.','es',['RUL-LATE-BET@1/B1'],L)
L=base(); L['events'].append("S1,2024-03-01T21:04:58+01:00,1,chip-in-wheel,ficha caída,E2")
write('void-spin','A chip fell into the wheel on round 1, which was played and settled anyway.','es',['RUL-VOID-SPIN@1'],L)
L=base(); setf(L['rounds'],'S1,2,',4,''); setf(L['rounds'],'S1,2,',8,'void'); setf(L['rounds'],'S1,2,',9,'ficha caída en el cilindro'); setf(L['rounds'],'S1,2,',5,''); setf(L['rounds'],'S1,2,',6,'')
setf(L['rounds'],'S1,3,',5,'ccw'); setf(L['rounds'],'S1,3,',6,'cw'); L['events'].append("S1,2024-03-01T21:05:58+01:00,2,chip-in-wheel,ficha caída,E3")
setf(L['bets'],'S1,2,B4',1,'3'); setf(L['bets'],'S1,3,B4',8,'20.00'); setf(L['bets'],'S1,3,B4',9,'20.00'); setf(L['bets'],'S1,2,B5',1,'3'); setf(L['bets'],'S1,3,B5',8,'10.00'); setf(L['bets'],'S1,3,B5',10,'')
setf(L['bets'],'S1,3,B5',9,'10.00')
write('void-spin-clean','Round 2 voided after a chip fell in; its bets decided on the relaunch (round 3, which turns opposite to round 1).','es',[],L)
L2=copy.deepcopy(L); L2['bets'].append("S1,2,B8,2,P2,pleno,5,5.00,0.00,0.00,,2024-03-01T21:05:30+01:00,E3")
write('void-spin-settled','A bet recorded and settled on the void spin.','es',['RUL-VOID-SPIN@2/B8'],L2)
L=base(); setf(L['staff'],'S1,E3',4,'2024-03-01T21:05:30+01:00')
write('crew','One croupier left at 21:05:30 and nobody replaced him: rounds 2 and 3 with one croupier.','es',['RUL-CREW@2'],L)
L=base(); setf(L['staff'],'S1,E3',4,'2024-03-01T21:05:30+01:00'); L['staff'].append("S1,E5,croupier,2024-03-01T21:05:20+01:00,")
write('crew-relieved','The same croupier relieved by another before he left: the crew never drops.','es',[],L)
L=base(variant='dos-panos'); L['staff']+=["S1,E5,croupier,2024-03-01T21:00:00+01:00,","S1,E6,croupier,2024-03-01T21:00:00+01:00,","S1,E7,extremo-mesa,2024-03-01T21:00:00+01:00,"]
write('crew-dos-panos-es','A national dos-paños table without its subjefe (not exemptable nationally).','es',['RUL-CREW@1'],L)
L2={k:[r.replace('2024-03-01','2010-05-02') for r in v] for k,v in L.items()}
write('crew-dos-panos-cyl','The same crew in Castilla y León, where the subjefe and one extremo may be exempted.','cyl',[],L2)
L=base(); setf(L['bets'],'S1,1,B1',12,'E1')
write('jefe-chips','The jefe de mesa paid the winning pleno.','es',['RUL-JEFE-CHIPS@1/B1'],L)
def three(region, day, n):
    L={'sessions':[],'staff':[],'rounds':[],'bets':[],'events':[]}
    for i in range(1,n+1):
        b=base(day=day, sid=f'S{i}', table=f'T{i}')
        if region=='cyl': b['staff']=b['staff'][:3]
        b['staff']=[r.replace(f'S{i},E2',f'S{i},E{i}2').replace(f'S{i},E3',f'S{i},E{i}3').replace(f'S{i},E4',f'S{i},E{i}4') for r in b['staff']]
        b['bets']=[r.replace(',E2',f',E{i}2').replace(',E3',f',E{i}3') for r in b['bets']]
        b['rounds']=[r.replace(',E2,',f',E{i}2,').replace(',E3,',f',E{i}3,') for r in b['rounds']]
        for k in L: L[k]+=b[k]
    return L
write('jefe-tables','Castilla y León: one jefe on three un-paño tables at once; the text allows two.','cyl',['RUL-JEFE-TABLES@0'],three('cyl','2010-05-02',3))
write('jefe-tables-two','The same jefe on two tables: allowed.','cyl',[],three('cyl','2010-05-02',2))
write('jefe-tables-es','Nationally the text says nothing about sharing a jefe: no finding.','es',[],three('es','2024-03-01',3))

L=base(day='2010-05-02'); L['staff']=L['staff'][:3]; setf(L['bets'],'S1,1,B1',9,'360.00')
write('cyl-reference-off','Castilla y León: the payout rule rests on the national reference text; switched off it reports nothing.','cyl',[],L,['cyl-reference=off'])
write('cyl-reference','The same overpaid pleno with the reference text applied (default): reported, and marked as resting on a reference.','cyl',['RUL-PAYOUT@1/B1'],L)

# data quality
L=base(); L['rounds']=[L['rounds'][0],L['rounds'][2]]; L['bets']=[b for b in L['bets'] if not b.startswith('S1,2,')]
write('dq-round-gap','Rounds 1 and 3: round 2 is missing (the wheel directions are not compared across the gap).','es',['DQ-ROUND-SEQ@3'],L)
L=base(); setf(L['rounds'],'S1,2,',4,'37')
write('dq-outcome','Outcome 37: the round and its two bets are rejected.','es',['DQ-OUTCOME@2','DQ-BET-ROUND@2/B4','DQ-BET-ROUND@2/B5'],L)
L=base(); L['bets'].append("S1,9,B8,1,P1,pleno,5,5.00,0.00,0.00,,2024-03-01T21:06:30+01:00,E2")
write('dq-bet-round','A bet on round 9 of a three-round session.','es',['DQ-BET-ROUND@9/B8'],L)
L=base(); L['bets'].append("S1,1,B1,1,P1,pleno,5,5.00,0.00,0.00,,2024-03-01T21:04:30+01:00,E2")
write('dq-duplicate-bet','bet_id B1 twice.','es',['DQ-DUPLICATE@1/B1'],L)
L=base(); setf(L['rounds'],'S1,3,',2,'2024-03-01T21:05:30+01:00'); setf(L['rounds'],'S1,3,',7,'2024-03-01T21:05:25+01:00'); setf(L['bets'],'S1,3,B6',11,'2024-03-01T21:05:20+01:00'); setf(L['bets'],'S1,3,B7',11,'2024-03-01T21:05:21+01:00')
write('dq-time','Round 3 timed before round 2.','es',['DQ-TIME@3'],L)
L=base(); setf(L['bets'],'S1,1,B2',7,'5,00')
write('dq-row','A stake written "5,00" cannot be read: the row is rejected with its line and column.','es',['DQ-ROW@0'],L)
L=base(); setf(L['sessions'],'S1',3,'ruleta-rusa')
write('dq-unknown-game','A game not in any catalogue: the session and every row of it are rejected.','es',['DQ-SESSION@0'],L)
L=base(day='1975-05-02')
write('dq-no-instrument','A 1975 session: no national catalogue was in force yet.','es',['DQ-SESSION@0'],L)
L=base(); L['rounds']=[field(r,5,'') for r in L['rounds']]
write('dq-missing-wheel','Wheel directions not recorded: the direction rules cannot be checked (reported, not passed).','es',['DQ-MISSING@0'],L)
L=base(); L['events'].append("S1,2024-03-01T21:06:30+01:00,3,limit-change,min=10,E1")
write('dq-event','A limit change whose detail has no amounts cannot be applied.','es',['DQ-EVENT@3'],L)
