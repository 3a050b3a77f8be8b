/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Cat_BookkeepingInputs */

const en_content_cat_bookkeeping = /** @type {(inputs: Content_Cat_BookkeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookkeeping`)
};

const ur_content_cat_bookkeeping = /** @type {(inputs: Content_Cat_BookkeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بک کیپنگ`)
};

/**
* | output |
* | --- |
* | "Bookkeeping" |
*
* @param {Content_Cat_BookkeepingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_bookkeeping = /** @type {((inputs?: Content_Cat_BookkeepingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cat_BookkeepingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_cat_bookkeeping(inputs)
	return en_content_cat_bookkeeping(inputs)
});