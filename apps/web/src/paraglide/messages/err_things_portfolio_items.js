/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_Portfolio_ItemsInputs */

const en_err_things_portfolio_items = /** @type {(inputs: Err_Things_Portfolio_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`portfolio items`)
};

const ur_err_things_portfolio_items = /** @type {(inputs: Err_Things_Portfolio_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پورٹ فولیو آئٹمز`)
};

/**
* | output |
* | --- |
* | "portfolio items" |
*
* @param {Err_Things_Portfolio_ItemsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_portfolio_items = /** @type {((inputs?: Err_Things_Portfolio_ItemsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_Portfolio_ItemsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_portfolio_items(inputs)
	return en_err_things_portfolio_items(inputs)
});