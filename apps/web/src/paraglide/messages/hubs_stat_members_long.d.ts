/**
* | output |
* | --- |
* | "Members trained and working" |
*
* @param {Hubs_Stat_Members_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_members_long: ((inputs?: Hubs_Stat_Members_LongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Stat_Members_LongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Stat_Members_LongInputs = {};
