/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Cat_WebInputs */

const en_content_cat_web = /** @type {(inputs: Content_Cat_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web Development`)
};

const ur_content_cat_web = /** @type {(inputs: Content_Cat_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ویب ڈیولپمنٹ`)
};

/**
* | output |
* | --- |
* | "Web Development" |
*
* @param {Content_Cat_WebInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_web = /** @type {((inputs?: Content_Cat_WebInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cat_WebInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_cat_web(inputs)
	return en_content_cat_web(inputs)
});