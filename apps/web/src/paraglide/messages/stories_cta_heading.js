/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Cta_HeadingInputs */

const en_stories_cta_heading = /** @type {(inputs: Stories_Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to Write Your Own Success Story?`)
};

const ur_stories_cta_heading = /** @type {(inputs: Stories_Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کیا آپ اپنی کامیابی کی کہانی لکھنے کے لیے تیار ہیں؟`)
};

/**
* | output |
* | --- |
* | "Ready to Write Your Own Success Story?" |
*
* @param {Stories_Cta_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_cta_heading = /** @type {((inputs?: Stories_Cta_HeadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Cta_HeadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_cta_heading(inputs)
	return en_stories_cta_heading(inputs)
});