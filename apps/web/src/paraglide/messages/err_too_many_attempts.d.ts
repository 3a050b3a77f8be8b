/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Err_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_attempts: ((inputs?: Err_Too_Many_AttemptsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_AttemptsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_AttemptsInputs = {};
