/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Cta_HeadingInputs */

const en_home_cta_heading = /** @type {(inputs: Home_Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to Get Started?`)
};

const ur_home_cta_heading = /** @type {(inputs: Home_Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شروع کرنے کے لیے تیار ہیں؟`)
};

/**
* | output |
* | --- |
* | "Ready to Get Started?" |
*
* @param {Home_Cta_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_cta_heading = /** @type {((inputs?: Home_Cta_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Cta_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_cta_heading(inputs)
	return en_home_cta_heading(inputs)
});