/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Category_AllInputs */

const en_info_category_all = /** @type {(inputs: Info_Category_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const ur_info_category_all = /** @type {(inputs: Info_Category_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سب`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Info_Category_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_category_all = /** @type {((inputs?: Info_Category_AllInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Category_AllInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_category_all(inputs)
	return en_info_category_all(inputs)
});