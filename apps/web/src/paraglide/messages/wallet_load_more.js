/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Load_MoreInputs */

const en_wallet_load_more = /** @type {(inputs: Wallet_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const ur_wallet_load_more = /** @type {(inputs: Wallet_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزید دیکھیں`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Wallet_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_load_more = /** @type {((inputs?: Wallet_Load_MoreInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Load_MoreInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_load_more(inputs)
	return en_wallet_load_more(inputs)
});