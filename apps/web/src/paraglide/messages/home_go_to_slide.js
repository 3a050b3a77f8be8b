/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Home_Go_To_SlideInputs */

const en_home_go_to_slide = /** @type {(inputs: Home_Go_To_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Go to slide ${i?.n}`)
};

const ur_home_go_to_slide = /** @type {(inputs: Home_Go_To_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سلائیڈ ${i?.n} پر جائیں`)
};

/**
* | output |
* | --- |
* | "Go to slide {n}" |
*
* @param {Home_Go_To_SlideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_go_to_slide = /** @type {((inputs: Home_Go_To_SlideInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Go_To_SlideInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_go_to_slide(inputs)
	return en_home_go_to_slide(inputs)
});