/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Hire_From_BeforeInputs */

const en_contracts_hire_from_before = /** @type {(inputs: Contracts_Hire_From_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hire from a proposal on `)
};

const ur_contracts_hire_from_before = /** @type {(inputs: Contracts_Hire_From_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کسی فری لانسر کو `)
};

/**
* | output |
* | --- |
* | "Hire from a proposal on" |
*
* @param {Contracts_Hire_From_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_hire_from_before = /** @type {((inputs?: Contracts_Hire_From_BeforeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Hire_From_BeforeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_hire_from_before(inputs)
	return en_contracts_hire_from_before(inputs)
});