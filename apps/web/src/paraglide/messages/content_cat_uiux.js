/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Cat_UiuxInputs */

const en_content_cat_uiux = /** @type {(inputs: Content_Cat_UiuxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UI/UX Designing`)
};

const ur_content_cat_uiux = /** @type {(inputs: Content_Cat_UiuxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یو آئی/یو ایکس ڈیزائننگ`)
};

/**
* | output |
* | --- |
* | "UI/UX Designing" |
*
* @param {Content_Cat_UiuxInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_uiux = /** @type {((inputs?: Content_Cat_UiuxInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cat_UiuxInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_cat_uiux(inputs)
	return en_content_cat_uiux(inputs)
});