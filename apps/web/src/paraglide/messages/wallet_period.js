/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Wallet_PeriodInputs */

const en_wallet_period = /** @type {(inputs: Wallet_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.to} (UTC)`)
};

const ur_wallet_period = /** @type {(inputs: Wallet_PeriodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} سے ${i?.to} تک (یو ٹی سی)`)
};

/**
* | output |
* | --- |
* | "{from} to {to} (UTC)" |
*
* @param {Wallet_PeriodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_period = /** @type {((inputs: Wallet_PeriodInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_PeriodInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_period(inputs)
	return en_wallet_period(inputs)
});