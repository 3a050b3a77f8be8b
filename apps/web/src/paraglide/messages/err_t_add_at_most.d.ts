/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Add at most {shown} {what}" |
* | "other" | "Add at most {shown} {what}" |
*
* @param {Err_T_Add_At_MostInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_add_at_most: ((inputs: Err_T_Add_At_MostInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Add_At_MostInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Add_At_MostInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
