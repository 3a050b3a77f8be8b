/**
* | output |
* | --- |
* | "{what}. Please try again in {shown} hour(s)." |
*
* @param {Err_T_Try_Again_HoursInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_try_again_hours: ((inputs: Err_T_Try_Again_HoursInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Try_Again_HoursInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Try_Again_HoursInputs = {
    what: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
