/**
* | output |
* | --- |
* | "{what}. Please try again in {shown} second(s)." |
*
* @param {Err_T_Try_Again_SecondsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_try_again_seconds: ((inputs: Err_T_Try_Again_SecondsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Try_Again_SecondsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Try_Again_SecondsInputs = {
    what: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
