/**
* | output |
* | --- |
* | "Members" |
*
* @param {Hubs_Stat_MembersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_stat_members: ((inputs?: Hubs_Stat_MembersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Stat_MembersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Stat_MembersInputs = {};
