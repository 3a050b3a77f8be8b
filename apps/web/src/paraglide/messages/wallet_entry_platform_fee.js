/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Entry_Platform_FeeInputs */

const en_wallet_entry_platform_fee = /** @type {(inputs: Wallet_Entry_Platform_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform fee`)
};

const ur_wallet_entry_platform_fee = /** @type {(inputs: Wallet_Entry_Platform_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پلیٹ فارم فیس`)
};

/**
* | output |
* | --- |
* | "Platform fee" |
*
* @param {Wallet_Entry_Platform_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_platform_fee = /** @type {((inputs?: Wallet_Entry_Platform_FeeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Entry_Platform_FeeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_entry_platform_fee(inputs)
	return en_wallet_entry_platform_fee(inputs)
});