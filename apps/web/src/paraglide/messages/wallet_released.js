/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_ReleasedInputs */

const en_wallet_released = /** @type {(inputs: Wallet_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Released`)
};

const ur_wallet_released = /** @type {(inputs: Wallet_ReleasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری شدہ`)
};

/**
* | output |
* | --- |
* | "Released" |
*
* @param {Wallet_ReleasedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_released = /** @type {((inputs?: Wallet_ReleasedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_ReleasedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_released(inputs)
	return en_wallet_released(inputs)
});