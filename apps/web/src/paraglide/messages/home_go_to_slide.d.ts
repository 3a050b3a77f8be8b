/**
* | output |
* | --- |
* | "Go to slide {n}" |
*
* @param {Home_Go_To_SlideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_go_to_slide: ((inputs: Home_Go_To_SlideInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Go_To_SlideInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Go_To_SlideInputs = {
    n: NonNullable<unknown>;
};
