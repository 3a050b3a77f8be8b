/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_EmptyInputs */

const en_hubs_empty = /** @type {(inputs: Hubs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No IT hubs found matching your criteria.`)
};

const ur_hubs_empty = /** @type {(inputs: Hubs_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی شرائط کے مطابق کوئی آئی ٹی ہب نہیں ملا۔`)
};

/**
* | output |
* | --- |
* | "No IT hubs found matching your criteria." |
*
* @param {Hubs_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_empty = /** @type {((inputs?: Hubs_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_empty(inputs)
	return en_hubs_empty(inputs)
});