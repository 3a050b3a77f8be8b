/**
* | output |
* | --- |
* | "Your account cannot be deleted yet: {reasons}" |
*
* @param {Err_T_Cannot_DeleteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_cannot_delete: ((inputs: Err_T_Cannot_DeleteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Cannot_DeleteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Cannot_DeleteInputs = {
    reasons: NonNullable<unknown>;
};
