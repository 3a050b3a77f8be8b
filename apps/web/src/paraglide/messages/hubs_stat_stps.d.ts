/**
* | output |
* | --- |
* | "STPs" |
*
* @param {Hubs_Stat_StpsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_stps: ((inputs?: Hubs_Stat_StpsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Stat_StpsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Stat_StpsInputs = {};
