/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_No_Projects_TextInputs */

const en_contracts_no_projects_text = /** @type {(inputs: Contracts_No_Projects_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offers you make or receive appear here.`)
};

const ur_contracts_no_projects_text = /** @type {(inputs: Contracts_No_Projects_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کی دی ہوئی یا ملی ہوئی آفرز یہاں نظر آئیں گی۔`)
};

/**
* | output |
* | --- |
* | "Offers you make or receive appear here." |
*
* @param {Contracts_No_Projects_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_no_projects_text = /** @type {((inputs?: Contracts_No_Projects_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_No_Projects_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_no_projects_text(inputs)
	return en_contracts_no_projects_text(inputs)
});