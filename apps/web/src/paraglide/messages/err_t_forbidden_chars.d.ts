/**
* | output |
* | --- |
* | "{label} contains a character that is not allowed" |
*
* @param {Err_T_Forbidden_CharsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_forbidden_chars: ((inputs: Err_T_Forbidden_CharsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Forbidden_CharsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Forbidden_CharsInputs = {
    label: NonNullable<unknown>;
};
