/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_ContractsInputs */

const en_admin_no_contracts = /** @type {(inputs: Admin_No_ContractsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contracts.`)
};

const ur_admin_no_contracts = /** @type {(inputs: Admin_No_ContractsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی کنٹریکٹ نہیں۔`)
};

/**
* | output |
* | --- |
* | "No contracts." |
*
* @param {Admin_No_ContractsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_no_contracts = /** @type {((inputs?: Admin_No_ContractsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_ContractsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_no_contracts(inputs)
	return en_admin_no_contracts(inputs)
});