/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ContractsInputs */

const en_admin_contracts = /** @type {(inputs: Admin_ContractsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contracts`)
};

const ur_admin_contracts = /** @type {(inputs: Admin_ContractsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹس`)
};

/**
* | output |
* | --- |
* | "Contracts" |
*
* @param {Admin_ContractsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_contracts = /** @type {((inputs?: Admin_ContractsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ContractsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_contracts(inputs)
	return en_admin_contracts(inputs)
});