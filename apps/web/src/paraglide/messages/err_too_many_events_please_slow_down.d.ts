/**
* | output |
* | --- |
* | "Too many events. Please slow down." |
*
* @param {Err_Too_Many_Events_Please_Slow_DownInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_events_please_slow_down: ((inputs?: Err_Too_Many_Events_Please_Slow_DownInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_Events_Please_Slow_DownInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_Events_Please_Slow_DownInputs = {};
