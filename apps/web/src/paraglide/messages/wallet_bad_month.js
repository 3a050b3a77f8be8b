/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Bad_MonthInputs */

const en_wallet_bad_month = /** @type {(inputs: Wallet_Bad_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month must be a month like 2026-04 (a year, a dash, a month 01 to 12)`)
};

const ur_wallet_bad_month = /** @type {(inputs: Wallet_Bad_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہینہ 2026-04 کی طرح لکھا ہونا چاہیے (سال، ڈیش، پھر 01 سے 12 تک مہینہ)`)
};

/**
* | output |
* | --- |
* | "Month must be a month like 2026-04 (a year, a dash, a month 01 to 12)" |
*
* @param {Wallet_Bad_MonthInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_bad_month = /** @type {((inputs?: Wallet_Bad_MonthInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Bad_MonthInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_bad_month(inputs)
	return en_wallet_bad_month(inputs)
});