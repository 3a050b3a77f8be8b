/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_DateInputs */

const en_contracts_date = /** @type {(inputs: Contracts_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const ur_contracts_date = /** @type {(inputs: Contracts_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Contracts_DateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_date = /** @type {((inputs?: Contracts_DateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_DateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_date(inputs)
	return en_contracts_date(inputs)
});