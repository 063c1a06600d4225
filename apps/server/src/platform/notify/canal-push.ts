// The push channel as the durable outbox sees it (issue 42; decision 0052 is the outbox's, 0053 the push's).
// Part B implements it (VAPID, subscriptions, web-push) and decorates the app with `push`; the outbox only
// asks whether a person has a device and hands one message over. Until the app has `push`, PUSH is "no
// device": the preference is kept, nothing is queued for it.
//
// The message carries no health detail ("Sua autorização foi analisada"): the title and body are the event's
// neutral text from the catalogue, and `url` is the portal's own screen (a path such as '/autorizacoes'),
// where the detail is behind sign-in.

export interface MensagemPush {
  titulo: string;
  corpo: string;
  /** A path of the portal (from the route table), opened when the notification is clicked. */
  url: string;
}

/** What one push to every device of a person came to. */
export interface ResultadoPush {
  /** Devices the push service accepted the message for (2xx). */
  entregues: number;
  /** Devices whose push service answered 404/410: their subscription is removed by the sender. */
  removidas: number;
  /** Devices that failed otherwise (network, 5xx, 429): the outbox retries the delivery later. */
  falhas: number;
}

export interface CanalPush {
  /** True when the person has at least one push subscription (a device to send to). One indexed query. */
  temDispositivo(pessoaId: number): Promise<boolean>;
  /**
   * Sends to every subscription of the person. Resolves with the tally; rejects only on a fault of its own
   * (the database). The outbox marks the delivery ENVIADA when `entregues > 0`, FALHOU for retry when
   * `falhas > 0` and nothing was delivered, DESCARTADA when every subscription was gone (`removidas` only).
   */
  enviar(pessoaId: number, mensagem: MensagemPush): Promise<ResultadoPush>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Part B's Web Push sender; absent until its plugin is registered (then PUSH means "no device"). */
    push?: CanalPush;
  }
}
