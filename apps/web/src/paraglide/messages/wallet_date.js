/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_DateInputs */

const en_wallet_date = /** @type {(inputs: Wallet_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const ur_wallet_date = /** @type {(inputs: Wallet_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تاریخ`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Wallet_DateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_date = /** @type {((inputs?: Wallet_DateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_DateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_date(inputs)
	return en_wallet_date(inputs)
});