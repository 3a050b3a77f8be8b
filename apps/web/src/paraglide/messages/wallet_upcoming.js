/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_UpcomingInputs */

const en_wallet_upcoming = /** @type {(inputs: Wallet_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming availability`)
};

const ur_wallet_upcoming = /** @type {(inputs: Wallet_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آنے والی دستیاب رقوم`)
};

/**
* | output |
* | --- |
* | "Upcoming availability" |
*
* @param {Wallet_UpcomingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_upcoming = /** @type {((inputs?: Wallet_UpcomingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_UpcomingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_upcoming(inputs)
	return en_wallet_upcoming(inputs)
});