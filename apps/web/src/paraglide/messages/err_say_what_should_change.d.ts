/**
* | output |
* | --- |
* | "Say what should change" |
*
* @param {Err_Say_What_Should_ChangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_say_what_should_change: ((inputs?: Err_Say_What_Should_ChangeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Say_What_Should_ChangeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Say_What_Should_ChangeInputs = {};
