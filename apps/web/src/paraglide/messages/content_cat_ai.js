/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Cat_AiInputs */

const en_content_cat_ai = /** @type {(inputs: Content_Cat_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI`)
};

const ur_content_cat_ai = /** @type {(inputs: Content_Cat_AiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مصنوعی ذہانت`)
};

/**
* | output |
* | --- |
* | "AI" |
*
* @param {Content_Cat_AiInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_ai = /** @type {((inputs?: Content_Cat_AiInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cat_AiInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_cat_ai(inputs)
	return en_content_cat_ai(inputs)
});