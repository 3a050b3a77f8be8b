/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_My_EarningsInputs */

const en_contracts_my_earnings = /** @type {(inputs: Contracts_My_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My earnings`)
};

const ur_contracts_my_earnings = /** @type {(inputs: Contracts_My_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میری آمدنی`)
};

/**
* | output |
* | --- |
* | "My earnings" |
*
* @param {Contracts_My_EarningsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_my_earnings = /** @type {((inputs?: Contracts_My_EarningsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_My_EarningsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_my_earnings(inputs)
	return en_contracts_my_earnings(inputs)
});