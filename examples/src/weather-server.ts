// A small stand-in for OpenWeatherMap's current-weather endpoint, on 127.0.0.1 and a free port.
// It wants the API key (401 without it), knows a few cities, and fails a flaky city's first
// request with 503, as real services do now and then.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The cities the server knows: country, degrees Celsius, conditions. */
const STATIONS: Readonly<Record<string, readonly [string, number, string]>> = {
  oslo: ["NO", 3.5, "light snow"],
  bergen: ["NO", 7, "rain"],
  paris: ["FR", 14, "clear sky"],
  tokyo: ["JP", 18, "few clouds"],
  "san francisco": ["US", 16, "fog"],
};

/** A running weather server. */
export interface WeatherServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Stops listening and closes open connections. */
  stop(): Promise<void>;
}

/**
 * Starts the server. `GET /data/2.5/weather?q=<city>[,<country>]&units=metric|imperial&appid=<key>`
 * answers like OpenWeatherMap: 200 with the weather, 401 without the right key, 404 for a city
 * it does not know, and 503 for the first request about each of `flakyCities`.
 */
export async function startWeatherServer(options: {
  apiKey: string;
  flakyCities?: readonly string[];
}): Promise<WeatherServer> {
  const flaky = new Set(options.flakyCities?.map((city) => city.toLowerCase()));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method !== "GET" || url.pathname !== "/data/2.5/weather") {
      return send(response, 404, { cod: "404", message: "Not found" });
    }
    if (url.searchParams.get("appid") !== options.apiKey) {
      return send(response, 401, { cod: 401, message: "Invalid API key." });
    }
    const city = (url.searchParams.get("q") ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
    if (flaky.delete(city)) return send(response, 503, { cod: 503, message: "Try again." });
    const station = STATIONS[city];
    if (station === undefined)
      return send(response, 404, { cod: "404", message: "city not found" });
    const [country, celsius, description] = station;
    const imperial = url.searchParams.get("units") === "imperial";
    const temp = imperial ? Math.round((celsius * 1.8 + 32) * 10) / 10 : celsius;
    send(response, 200, {
      name: city.replace(/\b\w/g, (letter) => letter.toUpperCase()),
      sys: { country },
      main: { temp },
      weather: [{ description }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
