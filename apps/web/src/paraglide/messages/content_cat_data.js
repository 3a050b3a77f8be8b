/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Cat_DataInputs */

const en_content_cat_data = /** @type {(inputs: Content_Cat_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Science`)
};

const ur_content_cat_data = /** @type {(inputs: Content_Cat_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیٹا سائنس`)
};

/**
* | output |
* | --- |
* | "Data Science" |
*
* @param {Content_Cat_DataInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_data = /** @type {((inputs?: Content_Cat_DataInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Cat_DataInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_content_cat_data(inputs)
	return en_content_cat_data(inputs)
});