/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_DisputesInputs */

const en_admin_tab_disputes = /** @type {(inputs: Admin_Tab_DisputesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes`)
};

const ur_admin_tab_disputes = /** @type {(inputs: Admin_Tab_DisputesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات`)
};

/**
* | output |
* | --- |
* | "Disputes" |
*
* @param {Admin_Tab_DisputesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_disputes = /** @type {((inputs?: Admin_Tab_DisputesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_DisputesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_tab_disputes(inputs)
	return en_admin_tab_disputes(inputs)
});