/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Type_ContractInputs */

const en_notifications_type_contract = /** @type {(inputs: Notifications_Type_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contracts`)
};

const ur_notifications_type_contract = /** @type {(inputs: Notifications_Type_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹس`)
};

/**
* | output |
* | --- |
* | "Contracts" |
*
* @param {Notifications_Type_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_type_contract = /** @type {((inputs?: Notifications_Type_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Type_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_type_contract(inputs)
	return en_notifications_type_contract(inputs)
});