/**
* | output |
* | --- |
* | "Client stats" |
*
* @param {Profiles_Client_StatsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_client_stats: ((inputs?: Profiles_Client_StatsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Client_StatsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Client_StatsInputs = {};
