/**
* | output |
* | --- |
* | "Add at least one service" |
*
* @param {Err_Add_At_Least_One_ServiceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_add_at_least_one_service: ((inputs?: Err_Add_At_Least_One_ServiceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Add_At_Least_One_ServiceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Add_At_Least_One_ServiceInputs = {};
