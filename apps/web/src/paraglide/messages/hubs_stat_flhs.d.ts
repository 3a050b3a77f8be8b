/**
* | output |
* | --- |
* | "FLHs" |
*
* @param {Hubs_Stat_FlhsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_flhs: ((inputs?: Hubs_Stat_FlhsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Stat_FlhsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Stat_FlhsInputs = {};
