/**
* | output |
* | --- |
* | "Freelancing hubs" |
*
* @param {Register_Stat_HubsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_stat_hubs: ((inputs?: Register_Stat_HubsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Stat_HubsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Stat_HubsInputs = {};
