/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs */

const en_err_thank_you_an_admin_will_look_at_your_report = /** @type {(inputs: Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. An admin will look at your report.`)
};

const ur_err_thank_you_an_admin_will_look_at_your_report = /** @type {(inputs: Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شکریہ۔ ایڈمن آپ کی رپورٹ دیکھیں گے۔`)
};

/**
* | output |
* | --- |
* | "Thank you. An admin will look at your report." |
*
* @param {Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_thank_you_an_admin_will_look_at_your_report = /** @type {((inputs?: Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Thank_You_An_Admin_Will_Look_At_Your_ReportInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_thank_you_an_admin_will_look_at_your_report(inputs)
	return en_err_thank_you_an_admin_will_look_at_your_report(inputs)
});