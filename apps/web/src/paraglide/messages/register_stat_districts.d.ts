/**
* | output |
* | --- |
* | "Districts covered" |
*
* @param {Register_Stat_DistrictsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_stat_districts: ((inputs?: Register_Stat_DistrictsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Stat_DistrictsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Stat_DistrictsInputs = {};
