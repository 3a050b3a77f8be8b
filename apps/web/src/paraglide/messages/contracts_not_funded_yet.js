/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Not_Funded_YetInputs */

const en_contracts_not_funded_yet = /** @type {(inputs: Contracts_Not_Funded_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This milestone has not been funded yet, so there is no payment to show.`)
};

const ur_contracts_not_funded_yet = /** @type {(inputs: Contracts_Not_Funded_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اس مرحلے کی رقم ابھی جمع نہیں ہوئی، اس لیے دکھانے کو کوئی ادائیگی نہیں۔`)
};

/**
* | output |
* | --- |
* | "This milestone has not been funded yet, so there is no payment to show." |
*
* @param {Contracts_Not_Funded_YetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_not_funded_yet = /** @type {((inputs?: Contracts_Not_Funded_YetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Not_Funded_YetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_not_funded_yet(inputs)
	return en_contracts_not_funded_yet(inputs)
});